import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { safeReturnPath } from '../../lib/login-return.ts';
import { usePhoneStatus } from './api/get-phone-status.ts';
import { NOTIFICATION_SETTINGS_PATH } from './components/phone-section.tsx';
import { VerifyPhoneFlow } from './components/verify-phone-flow.tsx';
import { formatPhone } from './lib/phone-number.ts';
import { m } from '../../paraglide/messages.js';

/**
 * /verify-phone: the optional step after sign-up (`?welcome=1`) and where the booking page's
 * invitation leads (`?next=/booknow`). Never a gate: "Not now" goes on to `next`.
 */
export default function VerifyPhonePage() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next')) ?? '/';
  const isWelcome = params.get('welcome') === '1';
  const status = usePhoneStatus();
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);

  const alreadyVerified = verifiedPhone === null && status.data?.verified ? status.data.phone : null;
  const done = verifiedPhone ?? alreadyVerified;

  return (
    <AuthCard
      title={m.phones_page_title()}
      intro={
        <>
          {isWelcome ? (
            <span className="block font-semibold text-brand-900">{m.phones_page_welcome()}</span>
          ) : null}
          {m.phones_page_intro()}
        </>
      }
      footer={
        done ? null : (
          <Link to={next} className={TEXT_LINK}>
            {m.phones_not_now()}
          </Link>
        )
      }
    >
      {status.isPending ? (
        <Loader label={m.phones_status_loading()} className="py-6" />
      ) : done ? (
        <div className="space-y-5">
          <StatusMessage kind="success">
            {verifiedPhone
              ? m.phones_verified_done({ phone: formatPhone(done) })
              : m.phones_already_verified({ phone: formatPhone(done) })}
          </StatusMessage>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={NOTIFICATION_SETTINGS_PATH} className={buttonClasses('primary')}>
              {m.phones_next_choose_channels()}
            </Link>
            <Link to={next} className={buttonClasses('secondary')}>
              {m.phones_continue()}
            </Link>
          </div>
        </div>
      ) : (
        // A failed read still lets the person type their number.
        <VerifyPhoneFlow
          initialPhone={status.data?.phone ?? ''}
          onVerified={(now) => setVerifiedPhone(now.phone)}
        />
      )}
    </AuthCard>
  );
}
