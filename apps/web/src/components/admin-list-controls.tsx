import { useId, type ReactNode } from 'react';
import { pageCount } from '@sukoon/contract/paging';
import type { ListPaging } from '../lib/use-list-paging.ts';
import { m } from '../paraglide/messages.js';
import { Button } from './button.tsx';

/** The search field above an admin list; `children` holds any filters beside it. */
export function AdminListSearch({
  label,
  paging,
  children,
}: {
  /** "Search courses by name". */
  label: string;
  paging: ListPaging;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div role="search" className="flex flex-wrap items-end gap-4">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={paging.typed}
          onChange={(event) => paging.setTyped(event.target.value)}
          maxLength={100}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
      </div>
      {children}
    </div>
  );
}

/** "Page 2 of 7 · 131 in all" with Previous and Next, under an admin list. */
export function AdminListPager({
  paging,
  total,
  limit,
  noun,
}: {
  paging: ListPaging;
  total: number;
  limit: number;
  /** What the list holds, plural, in the page's language: "courses". */
  noun: string;
}) {
  const last = pageCount(total, limit);
  const { page, setPage } = paging;
  // An empty list says so itself; "page 1 of 1, 0 in all" would only repeat it.
  if (total === 0 && page === 1) return null;
  return (
    <nav
      aria-label={m.common_pager_label({ noun })}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {m.common_pager_summary({ page: Math.min(page, last), last, total, noun })}
      </p>
      {last > 1 || page > 1 ? (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(Math.min(page - 1, last))}>
            {m.common_pagination_previous()}
          </Button>
          <Button variant="secondary" disabled={page >= last} onClick={() => setPage(page + 1)}>
            {m.common_pagination_next()}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
