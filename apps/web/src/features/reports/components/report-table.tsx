import type { ReactNode } from 'react';

/**
 * A report's table: a region that scrolls sideways on phones, a caption for screen readers, and
 * the heading row (the rows' own heading, then a column per figure). `children` is the body.
 */
export function ReportTable({
  captionId,
  caption,
  tableId,
  minWidth,
  rowHeading,
  columns,
  cellClass,
  children,
}: {
  captionId: string;
  caption: string;
  tableId?: string;
  /** The Tailwind min-width class below which the table scrolls: 'min-w-[36rem]'. */
  minWidth: string;
  rowHeading: string;
  columns: readonly string[];
  /** The figures' cells, shared with the body's. */
  cellClass: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table id={tableId} className={`w-full ${minWidth} text-left text-sm`}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {rowHeading}
            </th>
            {columns.map((label) => (
              <th key={label} scope="col" className={`${cellClass} font-semibold`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
