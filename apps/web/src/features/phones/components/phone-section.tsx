import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PhoneStatusResponse } from '@sukoon/contract/phones';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { usePhoneStatus } from '../api/get-phone-status.ts';
import { useRemovePhone } from '../api/remove-phone.ts';
import { formatPhone } from '../lib/phone-number.ts';
import { PhoneStatusBadge } from './phone-status-badge.tsx';
import { VerifyPhoneFlow } from './verify-phone-flow.tsx';
import { m } from '../../../paraglide/messages.js';

type Notice = { kind: 'success' | 'error'; text: string } | null;
/** Verifying the number shown, or typing another one. */
type Mode = 'view' | 'verify' | 'change';

export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

const TEXT_LINK =
  'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/** The profile's number: verified or not, verify it, change it, remove it. */
export function PhoneSection() {
  const status = usePhoneStatus();
  const remove = useRemovePhone();
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<Notice>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Back to the number as it stands, the focus on the section so it is not lost with the form. */
  function showStatus(next: Notice) {
    setMode('view');
    setNotice(next);
    heading.current?.focus();
  }

  function open(next: Mode) {
    setNotice(null);
    setMode(next);
  }

  function confirmRemoval() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsConfirming(false);
        showStatus({ kind: 'success', text: m.phones_removed() });
      },
    });
  }

  return (
    <section aria-labelledby="phone-section-title" className="mt-10 border-t border-sand-200 pt-8">
      <h2
        id="phone-section-title"
        ref={heading}
        tabIndex={-1}
        className="font-serif text-xl text-brand-800 focus:outline-none"
      >
        {m.phones_section_title()}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.phones_section_intro()}</p>
      <div className="mt-4 space-y-4">
        {status.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            {m.phones_status_loading()}
          </p>
        ) : status.isError ? (
          <StatusMessage kind="error">{m.phones_status_error()}</StatusMessage>
        ) : mode === 'view' ? (
          <PhoneStatusView status={status.data} onOpen={open} onRemove={() => setIsConfirming(true)} />
        ) : (
          <VerifyPhoneFlow
            initialPhone={mode === 'verify' ? status.data.phone : ''}
            onVerified={(now) =>
              showStatus({ kind: 'success', text: m.phones_verified_done({ phone: formatPhone(now.phone) }) })
            }
            onCancel={() => showStatus(null)}
          />
        )}
        <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
        <p className="text-sm">
          <Link to={NOTIFICATION_SETTINGS_PATH} className={TEXT_LINK}>
            {m.phones_settings_link()}
          </Link>
        </p>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title={m.phones_remove_title()}
        confirmLabel={m.phones_remove_confirm()}
        busyLabel={m.phones_removing()}
        isBusy={remove.isPending}
        error={remove.isError ? m.phones_remove_error() : null}
        onConfirm={confirmRemoval}
        onCancel={() => {
          setIsConfirming(false);
          remove.reset();
        }}
      >
        <p>{m.phones_remove_body()}</p>
      </ConfirmDialog>
    </section>
  );
}

function PhoneStatusView({
  status,
  onOpen,
  onRemove,
}: {
  status: PhoneStatusResponse;
  onOpen: (mode: Mode) => void;
  onRemove: () => void;
}) {
  if (!status.phone) {
    return (
      <>
        <p className="text-slate-800">{m.phones_status_none()}</p>
        <Button variant="secondary" onClick={() => onOpen('change')}>
          {m.phones_add_number()}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold tracking-wide text-ink" data-user-content>
          {formatPhone(status.phone)}
        </span>
        <PhoneStatusBadge isVerified={status.verified} />
      </p>
      <div className="flex flex-wrap gap-3">
        {status.verified ? null : <Button onClick={() => onOpen('verify')}>{m.phones_verify_it()}</Button>}
        <Button variant="secondary" onClick={() => onOpen('change')}>
          {m.phones_change_number()}
        </Button>
        <Button variant="ghost" onClick={onRemove}>
          {m.phones_remove_number()}
        </Button>
      </div>
    </>
  );
}
