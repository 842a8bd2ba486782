import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { StatusMessage } from '../../components/status-message.tsx';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { ResendOtpButton } from './components/resend-otp-button.tsx';
import { VerifyOtpForm, type Notice } from './components/verify-otp-form.tsx';
import { readRouteState, type VerifyOtpPageState } from './route-state.ts';

export default function VerifyOtpPage() {
  const { form } = readRouteState<VerifyOtpPageState>(useLocation().state);
  const [notice, setNotice] = useState<Notice>(null);
  const [email, setEmail] = useState('');

  return (
    <AuthCard
      title="Verify your e-mail"
      intro={
        form ? (
          <>
            We have sent a code to <strong className="break-all">{form.email}</strong>. Enter it below to
            finish signing up.
          </>
        ) : (
          <>
            We could not find your sign-up details on this page — perhaps it was opened in a new tab. Enter
            your e-mail, the code we sent and the password you chose, or{' '}
            <Link to="/register" className={TEXT_LINK}>
              sign up again
            </Link>
            .
          </>
        )
      }
      footer={
        <Link to="/login" className={TEXT_LINK}>
          Back to login
        </Link>
      }
    >
      <div className="space-y-4">
        <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
        <VerifyOtpForm form={form} email={email} onEmailChange={setEmail} onNotice={setNotice} />
        <p className="text-center text-sm">
          <ResendOtpButton form={form} email={email} onNotice={setNotice} />
        </p>
      </div>
    </AuthCard>
  );
}
