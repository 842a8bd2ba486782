import { m } from '../paraglide/messages.js';

/** A calm loading state; `label` is what a screen reader hears and what is shown. */
export function Loader({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 py-12 text-brand-800 ${className}`}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="text-sm">{label ?? m.common_loading()}</span>
    </div>
  );
}
