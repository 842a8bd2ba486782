import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PhoneStatusResponse } from '@sukoon/contract/phones';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { usePhoneStatus } from '../api/get-phone-status.ts';
import { useRemovePhone } from '../api/remove-phone.ts';
import { formatPhone } from '../lib/phone-number.ts';
import { PhoneStatusBadge } from './phone-status-badge.tsx';
import { VerifyPhoneFlow } from './verify-phone-flow.tsx';
import { m } from '../../../paraglide/messages.js';

type Notice = { kind: 'success' | 'error'; text: string } | null;
/** Verifying the number shown, or typing another one; `null` until the person chooses. */
type Mode = 'view' | 'verify' | 'change' | null;

export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

const TEXT_LINK =
  'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/**
 * The account's number: verified or not, verify it, change it, remove it. A number not verified
 * yet opens on the code flow; `onVerified` tells the page (to offer what comes next).
 */
export function PhonePanel({ onVerified }: { onVerified?: () => void }) {
  const status = usePhoneStatus();
  const remove = useRemovePhone();
  const [chosen, setChosen] = useState<Mode>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  if (status.isPending) return <Loader label={m.phones_status_loading()} className="py-6" />;
  // A failed read still lets the person type their number.
  const current = status.data ?? { message: '', phone: '', verified: false };
  const mode: Mode = chosen ?? (current.verified ? 'view' : 'verify');

  /** Back to the number as it stands, the focus on it so it is not lost with the form. */
  function showStatus(next: Notice) {
    setChosen('view');
    setNotice(next);
    top.current?.focus();
  }

  function open(next: Mode) {
    setNotice(null);
    setChosen(next);
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
    <div ref={top} tabIndex={-1} className="space-y-4 focus:outline-none">
      {status.isError ? <StatusMessage kind="error">{m.phones_status_error()}</StatusMessage> : null}
      {mode === 'view' ? (
        <PhoneStatusView status={current} onOpen={open} onRemove={() => setIsConfirming(true)} />
      ) : (
        <VerifyPhoneFlow
          initialPhone={mode === 'verify' ? current.phone : ''}
          onVerified={(now) => {
            showStatus({ kind: 'success', text: m.phones_verified_done({ phone: formatPhone(now.phone) }) });
            onVerified?.();
          }}
          onCancel={chosen ? () => showStatus(null) : undefined}
        />
      )}
      <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
      {mode === 'view' && current.verified ? (
        <p className="text-sm">
          <Link to={NOTIFICATION_SETTINGS_PATH} className={TEXT_LINK}>
            {m.phones_next_choose_channels()}
          </Link>
        </p>
      ) : null}
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
    </div>
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
