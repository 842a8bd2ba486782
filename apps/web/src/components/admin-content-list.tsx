import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { m } from '../paraglide/messages.js';
import { Button } from './button.tsx';

/**
 * An admin's content rows (blogs, courses, webinars), each with Edit and Delete. Their screen-reader
 * names carry the item's name, so they are marked data-user-content: the language journey cannot
 * tell a title inside an aria-label from the page's own words.
 */
export function AdminContentList<T extends { _id: string }>({
  items,
  emptyText,
  nameOf,
  media,
  details,
  onEdit,
  onDelete,
}: {
  items: readonly T[];
  emptyText: string;
  nameOf: (item: T) => string;
  /** The picture or mark at the start of a row. */
  media: (item: T) => ReactNode;
  /** The lines under the name. */
  details: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}) {
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item._id} className="flex flex-wrap items-center gap-4 p-4">
          {media(item)}
          <div className="min-w-0 flex-1 basis-48">
            <p data-user-content className="font-semibold break-words text-brand-900">
              {nameOf(item)}
            </p>
            {details(item)}
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => onEdit(item)}
              aria-label={m.staff_edit_named({ name: nameOf(item) })}
              data-user-content
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.staff_edit()}
            </Button>
            <Button
              variant="ghost"
              onClick={() => onDelete(item)}
              aria-label={m.staff_delete_named({ name: nameOf(item) })}
              data-user-content
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.staff_delete()}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
