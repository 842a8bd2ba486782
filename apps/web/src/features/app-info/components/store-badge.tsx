import type { ReactNode } from 'react';
import { m } from '../../../paraglide/messages.js';

/**
 * Looks like a store badge but goes nowhere yet: a focusable, aria-disabled button that
 * announces "coming soon" rather than a link to '#'.
 */
export function StoreBadge({
  store,
  icon,
  describedBy,
  onActivate,
}: {
  store: string;
  icon: ReactNode;
  describedBy: string;
  onActivate: () => void;
}) {
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-describedby={describedBy}
      onClick={onActivate}
      className="inline-flex min-h-14 items-center gap-3 rounded-xl bg-slate-900 px-5 py-2 text-left text-white ring-1 ring-slate-900 hover:bg-slate-800"
    >
      {icon}
      <span>
        <span className="block text-xs">{m.public_app_coming_soon_on()}</span>
        {/* The store's own name, as it calls itself. */}
        <span lang="en" className="block text-lg leading-tight font-semibold">
          {store}
        </span>
      </span>
    </button>
  );
}
