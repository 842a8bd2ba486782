import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { m } from '../paraglide/messages.js';

/** A native <dialog>: focus is trapped and Escape closes it without any extra code. */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <h2 className="font-serif text-xl text-brand-800">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={m.common_close()}
          className="rounded-full p-2 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="max-h-[75vh] overflow-y-auto px-5 py-4">{open ? children : null}</div>
    </dialog>
  );
}
