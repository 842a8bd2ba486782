import { useEffect, useState } from 'react';
import { formatWait } from '../lib/phone-number.ts';
import { m } from '../../../paraglide/messages.js';

const LINK_BUTTON =
  'min-h-11 rounded font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 disabled:cursor-wait disabled:text-slate-500';

/** Seconds until `at` (a Date.now() time), ticking once a second while there are any. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "Send again", offered once the server's `resendAfterSeconds` have passed; until then, the wait. */
export function ResendCodeButton({
  availableAt,
  isPending,
  onResend,
}: {
  availableAt: number;
  isPending: boolean;
  onResend: () => void;
}) {
  const secondsLeft = useSecondsUntil(availableAt);
  if (secondsLeft > 0) {
    // Not a live region: a countdown read out every second would drown everything else.
    return (
      <p className="text-sm text-slate-700">{m.phones_send_again_in({ time: formatWait(secondsLeft) })}</p>
    );
  }
  return (
    <button type="button" onClick={onResend} disabled={isPending} className={LINK_BUTTON}>
      {isPending ? m.phones_sending() : m.phones_send_again()}
    </button>
  );
}
