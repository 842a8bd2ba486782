import type { ReactNode } from 'react';

/** A titled list on the desk, with a calm line when it is empty. */
export function DeskSection({
  id,
  title,
  emptyText,
  count,
  children,
}: {
  id: string;
  title: string;
  emptyText: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-serif text-2xl text-brand-800">
        {title}
        {count > 0 ? <span className="ml-2 text-base font-sans text-slate-600">({count})</span> : null}
      </h2>
      {count === 0 ? (
        <p className="text-slate-700">{emptyText}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">{children}</ul>
      )}
    </section>
  );
}
