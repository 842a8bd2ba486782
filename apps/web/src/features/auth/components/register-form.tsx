import { useState } from 'react';
import { Link } from 'react-router';
import { NAME_MAX_LENGTH, registerRequest, type RegisterRequest } from '@sukoon/contract/auth';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { EmailField, MobileField, NewPasswordField } from '../../../components/account-fields.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import { registerErrorMessage } from '../error-messages.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import type { VerifyOtpPageState } from '../route-state.ts';
import { m } from '../../../paraglide/messages.js';

type SignUpForm = Required<RegisterRequest>;

const EMPTY: SignUpForm = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  acceptTerms: false,
};
const policyLink = 'font-semibold text-brand-800 underline underline-offset-4';
/** Spec §9: the confirmation stays readable for 2 s before the OTP screen. */
const TO_OTP_DELAY_MS = 2000;

/** `returnTo`: where the visitor was going, kept through the code to the login after it. */
export function RegisterForm({ returnTo }: { returnTo: string | null }) {
  const form = useContractForm({ schema: registerRequest, initial: EMPTY });
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const register = useRegister();
  const navigateLater = useDelayedNavigate();
  const isDone = result?.kind === 'success';

  const field = (name: Exclude<keyof SignUpForm, 'acceptTerms'>) => ({ required: true, ...form.field(name) });

  function signUp(signUpForm: RegisterRequest) {
    setResult(null);
    if (!signUpForm.acceptTerms) {
      setResult({ kind: 'error', text: m.account_terms_required() });
      return;
    }
    register.mutate(signUpForm, {
      onSuccess: ({ message }) => {
        setResult({ kind: 'success', text: message });
        const state: VerifyOtpPageState = { form: signUpForm, ...(returnTo ? { next: returnTo } : {}) };
        navigateLater('/verifyotp', TO_OTP_DELAY_MS, { state });
      },
      onError: (error) => {
        // The fields the server names stay, their errors beside them; any other 400 clears the form (spec).
        if (form.showServerErrors(error)) return;
        setResult({ kind: 'error', text: registerErrorMessage(error) });
        if (error instanceof ApiError && error.status === 400) form.reset();
      },
    });
  }

  return (
    <ContractForm form={form} onValid={signUp} className="space-y-4">
      <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.account_first_name()}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          {...field('firstName')}
        />
        <TextField
          label={m.account_last_name()}
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          {...field('lastName')}
        />
      </div>
      <MobileField hint={m.account_register_mobile_hint()} {...field('phone')} />
      <EmailField {...field('email')} />
      <NewPasswordField label={m.account_password_label()} {...field('password')} />
      <label className="flex items-start gap-3 text-sm leading-relaxed text-slate-700">
        <input
          type="checkbox"
          name="acceptTerms"
          required
          checked={form.values.acceptTerms}
          onChange={(event) => form.setValue('acceptTerms', event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <span>
          {m.account_register_agree_start()}{' '}
          <Link to="/terms-conditions" target="_blank" className={policyLink}>
            {m.account_register_terms()}
          </Link>{' '}
          {m.account_register_agree_and()}{' '}
          <Link to="/privacy-policy" target="_blank" className={policyLink}>
            {m.account_register_privacy()}
          </Link>
          {m.account_register_agree_end()}
        </span>
      </label>
      <Button type="submit" disabled={register.isPending || isDone} className="w-full">
        {register.isPending ? m.account_loading() : m.account_register_submit()}
      </Button>
    </ContractForm>
  );
}
