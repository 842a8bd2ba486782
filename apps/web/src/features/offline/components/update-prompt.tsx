import { RefreshCw } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';

/** A new version is ready: said gently, and applied only when the person chooses. */
export function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-white px-4 py-3 text-sm text-ink shadow-lg"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1">{m.public_update_ready()}</p>
      <button
        type="button"
        onClick={onUpdate}
        className="min-h-11 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {m.public_update_apply()}
      </button>
    </div>
  );
}
