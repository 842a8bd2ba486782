import { useState } from 'react';
import {
  phoneVerificationRequest,
  type PhoneVerificationRequest,
  type PhoneVerificationResponse,
} from '@sukoon/contract/phones';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { MobileField } from '../../../components/account-fields.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useRequestPhoneCode } from '../api/request-phone-code.ts';
import { phoneErrorOf } from '../lib/phone-errors.ts';
import { m } from '../../../paraglide/messages.js';

/** Step one: the number (the profile's, or another) and "Send code". */
export function PhoneNumberStep({
  initialPhone,
  error: errorFromCodeStep,
  onSent,
  onCancel,
}: {
  initialPhone: string;
  /** Why the code step sent the person back here (the number is another account's). */
  error?: string | null;
  onSent: (answer: PhoneVerificationResponse) => void;
  onCancel?: () => void;
}) {
  const form = useContractForm({ schema: phoneVerificationRequest, initial: { phone: initialPhone } });
  const send = useRequestPhoneCode();
  const [error, setError] = useState<string | null>(errorFromCodeStep ?? null);

  function submit(request: PhoneVerificationRequest) {
    setError(null);
    send.mutate(request, {
      onSuccess: onSent,
      onError: (failure) => {
        if (!form.showServerErrors(failure)) setError(phoneErrorOf(failure, 'send').text);
      },
    });
  }

  return (
    <ContractForm form={form} onValid={submit} className="space-y-4" noValidate>
      <StatusMessage kind="error">{error}</StatusMessage>
      <MobileField
        label={m.phones_number_label()}
        autoComplete="tel-national"
        hint={m.phones_number_hint()}
        {...form.field('phone')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? m.phones_sending() : m.phones_send_code()}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {m.phones_cancel()}
          </Button>
        ) : null}
      </div>
    </ContractForm>
  );
}
