import { useId, useState } from 'react';
import {
  SECOND_FACTOR_CODE_MAX_LENGTH,
  TOTP_DIGITS,
  loginMfaRequest,
  type LoginMfaRequest,
} from '@sukoon/contract/two-factor';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useLoginMfa } from '../api/login-mfa.ts';
import { mfaErrorMessage } from '../error-messages.ts';
import { m } from '../../../paraglide/messages.js';

interface MfaCodeFormProps {
  mfaToken: string;
  onSignedIn: (token: string) => Promise<void>;
  /** Back to the password (the ticket expired, or it was the wrong account). */
  onStartOver: () => void;
}

/** The second step of a staff sign-in: the app's 6-digit code, or one recovery code instead. */
export function MfaCodeForm({ mfaToken, onSignedIn, onStartOver }: MfaCodeFormProps) {
  const [isRecovery, setIsRecovery] = useState(false);
  const form = useContractForm({
    schema: loginMfaRequest,
    initial: { code: '' },
    toInput: ({ code }) => ({ mfaToken, code }),
  });
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const verify = useLoginMfa();
  const headingId = useId();

  async function submit(request: LoginMfaRequest) {
    setError(null);
    setIsBusy(true);
    try {
      const { token } = await verify.mutateAsync(request);
      await onSignedIn(token);
    } catch (failure) {
      setError(mfaErrorMessage(failure));
      form.reset();
      setIsBusy(false);
    }
  }

  function switchKind() {
    setIsRecovery((current) => !current);
    form.reset();
    setError(null);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-serif text-xl text-brand-900">
        {m.account_mfa_title()}
      </h2>
      <p className="text-sm text-slate-700">
        {isRecovery ? m.account_mfa_recovery_intro() : m.account_mfa_intro()}
      </p>
      <ContractForm form={form} onValid={(request) => void submit(request)} className="space-y-4">
        <StatusMessage kind="error">{error}</StatusMessage>
        {isRecovery ? (
          <TextField
            key="recovery"
            label={m.account_mfa_recovery_label()}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
            autoFocus
            {...form.field('code')}
            name="recoveryCode"
          />
        ) : (
          <TextField
            key="totp"
            label={m.account_mfa_code_label()}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${TOTP_DIGITS}}`}
            title={m.account_mfa_code_hint()}
            hint={m.account_mfa_code_hint()}
            required
            maxLength={TOTP_DIGITS}
            autoFocus
            {...form.field('code')}
            onChange={(event) => form.setValue('code', event.target.value.replace(/\D/g, ''))}
          />
        )}
        <Button type="submit" disabled={isBusy} className="w-full">
          {isBusy ? m.account_loading() : m.account_mfa_submit()}
        </Button>
      </ContractForm>
      <div className="flex flex-col items-start gap-1 text-sm">
        <Button variant="ghost" className="px-2" onClick={switchKind}>
          {isRecovery ? m.account_mfa_use_app() : m.account_mfa_use_recovery()}
        </Button>
        <Button variant="ghost" className="px-2" onClick={onStartOver}>
          {m.account_mfa_start_over()}
        </Button>
      </div>
    </section>
  );
}
