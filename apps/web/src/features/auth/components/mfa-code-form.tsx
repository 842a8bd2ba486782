import { useId, useState, type FormEvent } from 'react';
import { TOTP_DIGITS } from '@sukoon/contract/two-factor';
import { Button } from '../../../components/button.tsx';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const verify = useLoginMfa();
  const headingId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      const { token } = await verify.mutateAsync({ mfaToken, code: code.trim() });
      await onSignedIn(token);
    } catch (failure) {
      setError(mfaErrorMessage(failure));
      setCode('');
      setIsBusy(false);
    }
  }

  function switchKind() {
    setIsRecovery((current) => !current);
    setCode('');
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
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <StatusMessage kind="error">{error}</StatusMessage>
        {isRecovery ? (
          <TextField
            key="recovery"
            label={m.account_mfa_recovery_label()}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={32}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <TextField
            key="totp"
            label={m.account_mfa_code_label()}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${TOTP_DIGITS}}`}
            title={m.account_mfa_code_hint()}
            hint={m.account_mfa_code_hint()}
            required
            maxLength={TOTP_DIGITS}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        )}
        <Button type="submit" disabled={isBusy} className="w-full">
          {isBusy ? m.account_loading() : m.account_mfa_submit()}
        </Button>
      </form>
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
