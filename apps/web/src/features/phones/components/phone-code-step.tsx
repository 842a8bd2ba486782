import { useEffect, useRef, useState } from 'react';
import {
  PHONE_CODE_LENGTH,
  phoneVerifyRequest,
  type PhoneStatusResponse,
  type PhoneVerificationResponse,
  type PhoneVerifyRequest,
} from '@sukoon/contract/phones';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { OtpField } from '../../../components/account-fields.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useRequestPhoneCode } from '../api/request-phone-code.ts';
import { useVerifyPhone } from '../api/verify-phone.ts';
import { needsNewCode, phoneErrorOf } from '../lib/phone-errors.ts';
import { formatPhone } from '../lib/phone-number.ts';
import { ResendCodeButton } from './resend-code-button.tsx';
import { m } from '../../../paraglide/messages.js';

const LINK_BUTTON =
  'min-h-11 rounded font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

type Notice = { kind: 'success' | 'error'; text: string } | null;

const resendTimeOf = (answer: PhoneVerificationResponse) => Date.now() + answer.resendAfterSeconds * 1000;

/** Step two: the code from the SMS, "Send again" after the server's wait, or another number. */
export function PhoneCodeStep({
  sent,
  onVerified,
  onOtherNumber,
}: {
  sent: PhoneVerificationResponse;
  onVerified: (status: PhoneStatusResponse) => void;
  /** Back to the number; `error` says why when the number cannot be this account's. */
  onOtherNumber: (error?: string) => void;
}) {
  const form = useContractForm({
    schema: phoneVerifyRequest,
    initial: { code: '' },
    toInput: ({ code }) => ({ phone: sent.phone, code }),
    // In the page's words, and about an SMS (the contract's check reads like the e-mailed OTP's).
    check: ({ code }) => ({
      code: /^\d+$/.test(code) && code.length === PHONE_CODE_LENGTH ? '' : m.phones_code_check(),
    }),
  });
  const verify = useVerifyPhone();
  const resend = useRequestPhoneCode();
  const [resendAt, setResendAt] = useState(() => resendTimeOf(sent));
  const [notice, setNotice] = useState<Notice>(null);
  const codeBox = useRef<HTMLDivElement>(null);

  // The code box takes the focus when the step opens, so the SMS's code can be typed straight away.
  useEffect(() => codeBox.current?.querySelector('input')?.focus(), []);

  function submit(request: PhoneVerifyRequest) {
    setNotice(null);
    verify.mutate(request, {
      onSuccess: onVerified,
      onError: (failure) => {
        const { kind, text } = phoneErrorOf(failure, 'verify');
        if (kind === 'taken') return onOtherNumber(text);
        if (kind === 'wrong_code') return form.setErrors({ code: text });
        if (needsNewCode(kind)) {
          form.reset();
          setResendAt(0);
        }
        setNotice({ kind: 'error', text });
      },
    });
  }

  function sendAgain() {
    setNotice(null);
    resend.mutate(
      { phone: sent.phone },
      {
        onSuccess: (answer) => {
          form.reset();
          setResendAt(resendTimeOf(answer));
          setNotice({ kind: 'success', text: m.phones_sent_again() });
        },
        onError: (failure) => setNotice({ kind: 'error', text: phoneErrorOf(failure, 'send').text }),
      },
    );
  }

  return (
    <div className="space-y-4">
      <StatusMessage kind="info">
        {m.phones_code_sent({ phone: formatPhone(sent.phone), minutes: sent.expiresInMinutes })}
      </StatusMessage>
      <ContractForm form={form} onValid={submit} className="space-y-4" noValidate>
        <div ref={codeBox} className="sm:max-w-xs">
          <OtpField
            label={m.phones_code_label()}
            maxLength={PHONE_CODE_LENGTH}
            hint={m.phones_code_hint()}
            {...form.field('code')}
            onDigits={(digits) => form.setValue('code', digits)}
          />
        </div>
        <StatusMessage kind={notice?.kind ?? 'info'}>{notice?.text}</StatusMessage>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? m.phones_verifying() : m.phones_verify()}
        </Button>
      </ContractForm>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        {/* A fresh countdown for each code: its clock starts when the code is sent. */}
        <ResendCodeButton
          key={resendAt}
          availableAt={resendAt}
          isPending={resend.isPending}
          onResend={sendAgain}
        />
        <button type="button" className={LINK_BUTTON} onClick={() => onOtherNumber()}>
          {m.phones_other_number()}
        </button>
      </div>
    </div>
  );
}
