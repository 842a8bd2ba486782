import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { isPushOnThisDevice, pushAvailability, turnPushOff, turnPushOn } from '../../../lib/web-push.ts';
import { m } from '../../../paraglide/messages.js';

type Notice = 'refused' | 'error' | null;

/** Session reminders as notifications on this phone: turned on here, or in the notification settings. */
export function PushReminders() {
  const token = useAuthToken();
  const vapidPublicKey = usePublicConfig().data?.vapidPublicKey;
  const [isOn, setIsOn] = useState<boolean | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const availability = pushAvailability();

  useEffect(() => {
    void isPushOnThisDevice().then(setIsOn);
  }, [token]);

  async function change(on: boolean) {
    setIsBusy(true);
    setNotice(null);
    try {
      if (!on) {
        await turnPushOff();
        setIsOn(false);
      } else if (vapidPublicKey && (await turnPushOn(vapidPublicKey))) setIsOn(true);
      else setNotice('refused');
    } catch {
      setNotice('error');
    } finally {
      setIsBusy(false);
    }
  }

  let body;
  if (!token) {
    body = (
      <p className="mt-2 text-slate-700">
        {m.public_app_push_login()}{' '}
        <Link
          to="/login?next=/app-info"
          className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4"
        >
          {m.public_app_push_login_link()}
        </Link>
      </p>
    );
  } else if (availability !== 'available') {
    body = (
      <p className="mt-2 text-slate-700">
        {availability === 'blocked' ? m.public_app_push_blocked() : m.public_app_push_unsupported()}
      </p>
    );
  } else {
    body = (
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {isOn ? (
          <>
            <p className="font-medium text-brand-900">{m.public_app_push_on()}</p>
            <Button variant="secondary" disabled={isBusy} onClick={() => void change(false)}>
              {m.public_app_push_turn_off()}
            </Button>
          </>
        ) : (
          <Button disabled={isBusy || isOn === null || !vapidPublicKey} onClick={() => void change(true)}>
            {m.public_app_push_turn_on()}
          </Button>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="app-push" className="rounded-2xl bg-sand-100 p-5">
      <h2 id="app-push" className="flex items-center gap-2 font-serif text-xl text-brand-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {m.public_app_push_heading()}
      </h2>
      <p className="mt-1 text-slate-700">{m.public_app_push_text()}</p>
      {body}
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-brand-800">
        {notice === 'refused'
          ? m.public_app_push_refused()
          : notice === 'error'
            ? m.public_app_push_error()
            : ''}
      </p>
    </section>
  );
}
