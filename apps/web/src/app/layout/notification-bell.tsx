import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Bell, X } from 'lucide-react';
import { BELL_LIMIT, useNotifications } from '../../features/notifications/api/get-notifications.ts';
import { useDismiss } from './use-dismiss.ts';
import { m } from '../../paraglide/messages.js';

// Every page has the bell, few open it: the list is loaded on the first opening.
const NotificationPopoverBody = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-popover-body.tsx'))
    .NotificationPopoverBody,
}));

/** The badge stops counting here; the accessible name says the exact number. */
const BADGE_MAX = 9;

/** The bell, the number of unread notifications on it, and its popover with the newest ones. */
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const unread = useNotifications(BELL_LIMIT).data?.unread ?? 0;
  const close = useCallback(() => setOpen(false), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const titleId = useId();
  useDismiss(isOpen, close, containerRef, triggerRef);
  useEffect(() => {
    if (isOpen) closeRef.current?.focus();
  }, [isOpen]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={popoverId}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(!isOpen);
          setHasOpened(true);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-semibold text-white"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
        <span className="sr-only">
          {unread > 0
            ? m.account_notifications_show_unread({ count: unread })
            : m.account_notifications_show()}
        </span>
      </button>
      <div
        id={popoverId}
        hidden={!isOpen}
        role="dialog"
        aria-labelledby={titleId}
        className="fixed inset-x-4 top-[4.5rem] overflow-hidden sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-[22rem] rounded-2xl border border-slate-200 bg-white text-left shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 id={titleId} className="font-serif text-lg text-brand-800">
            {m.account_notifications_title()}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={() => {
              close();
              triggerRef.current?.focus();
            }}
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{m.account_notifications_close()}</span>
          </button>
        </div>
        {hasOpened ? (
          <Suspense
            fallback={
              <p className="px-4 py-6 text-center text-sm text-slate-700">
                {m.account_notifications_loading()}
              </p>
            }
          >
            <NotificationPopoverBody isOpen={isOpen} onNavigate={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
