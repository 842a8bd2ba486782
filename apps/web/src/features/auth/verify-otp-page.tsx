import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { verifyOtpRequest } from '@sukoon/contract/auth';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { StatusMessage } from '../../components/status-message.tsx';
import { AuthCard, TEXT_LINK } from '../../components/auth-card.tsx';
import { ResendOtpButton } from './components/resend-otp-button.tsx';
import { VerifyOtpForm, type Notice, type OtpEntry } from './components/verify-otp-form.tsx';
import { readRouteState, type VerifyOtpPageState } from './route-state.ts';
import { pathKeepingReturn } from '../../lib/login-return.ts';
import { m } from '../../paraglide/messages.js';

export default function VerifyOtpPage() {
  const { form, next } = readRouteState<VerifyOtpPageState>(useLocation().state);
  const [notice, setNotice] = useState<Notice>(null);
  const entry = useContractForm({
    schema: verifyOtpRequest,
    initial: (): OtpEntry => ({ otp: '', email: '', password: '' }),
    // With the sign-up form at hand, the code goes with it (spec); else with what is typed here.
    toInput: ({ otp, email, password }) => ({ ...(form ?? { email, password }), otp }),
  });

  return (
    <AuthCard
      title={m.account_otp_title()}
      intro={
        form ? (
          <>
            {m.account_otp_sent_before()}{' '}
            <strong className="break-all" data-user-content>
              {form.email}
            </strong>
            {m.account_otp_sent_after()}
          </>
        ) : (
          <>
            {m.account_otp_lost_form()}{' '}
            <Link to="/register" className={TEXT_LINK}>
              {m.account_otp_sign_up_again()}
            </Link>
            {m.account_sentence_end()}
          </>
        )
      }
      footer={
        <Link to={pathKeepingReturn('/login', next)} className={TEXT_LINK}>
          {m.account_otp_back_to_login()}
        </Link>
      }
    >
      <div className="space-y-4">
        <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
        <VerifyOtpForm form={form} next={next} entry={entry} onNotice={setNotice} />
        <p className="text-center text-sm">
          <ResendOtpButton form={form} email={entry.values.email} onNotice={setNotice} />
        </p>
      </div>
    </AuthCard>
  );
}
