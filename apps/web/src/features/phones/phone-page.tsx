import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { safeReturnPath } from '../../lib/login-return.ts';
import { PhonePanel } from './components/phone-panel.tsx';
import { m } from '../../paraglide/messages.js';

/**
 * /notifications/phone: the account's mobile number. The optional step after sign-up
 * (`?welcome=1`), where the profile and the booking page's invitation lead (`?next=/booknow`).
 * Never a gate: "Not now" goes on to `next`.
 */
export default function PhonePage() {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next')) ?? '/';
  const isWelcome = params.get('welcome') === '1';
  const [isVerified, setIsVerified] = useState(false);

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
        <Link to={next} className={TEXT_LINK}>
          {isVerified ? m.phones_continue() : m.phones_not_now()}
        </Link>
      }
    >
      <PhonePanel onVerified={() => setIsVerified(true)} />
    </AuthCard>
  );
}
