import { Link } from 'react-router';
import { pageCount } from '@sukoon/contract/paging';
import { m } from '../paraglide/messages.js';

/** The page numbers to offer: the first, the last, and the current one with its neighbours. */
function pagesToShow(current: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const shown: (number | 'gap')[] = [];
  let previous = 0;
  for (const n of [...wanted].sort((a, b) => a - b)) {
    if (previous && n - previous > 1) shown.push('gap');
    shown.push(n);
    previous = n;
  }
  return shown;
}

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-medium';
/** A new page of a list starts at its top, as a new route would (app/layout/scroll-to-top.tsx). */
const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

const idleClass = `${linkClass} border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:bg-brand-50`;

/**
 * Links to the other pages of a list. Each is a real address (`/blog?page=2`), so it can be opened
 * in a new tab, shared, and followed by a crawler; nothing shows when everything fits on one page.
 */
export function Pagination({
  label,
  page,
  total,
  limit,
  hrefFor,
}: {
  /** What the list is, for the navigation landmark: "Blog pages". */
  label: string;
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
}) {
  const last = pageCount(total, limit);
  if (last <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, last))} rel="prev" onClick={toTop} className={idleClass}>
          {m.learning_pagination_previous()}
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pagesToShow(page, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <Link
                  to={hrefFor(item)}
                  aria-current="page"
                  aria-label={m.learning_pagination_current_page({ page: item })}
                  className={`${linkClass} border-brand-700 bg-brand-700 text-white`}
                >
                  {item}
                </Link>
              ) : (
                <Link
                  to={hrefFor(item)}
                  aria-label={m.learning_pagination_page({ page: item })}
                  onClick={toTop}
                  className={idleClass}
                >
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < last ? (
        <Link to={hrefFor(page + 1)} rel="next" onClick={toTop} className={idleClass}>
          {m.learning_pagination_next()}
        </Link>
      ) : null}
    </nav>
  );
}
