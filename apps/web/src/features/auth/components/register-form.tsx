import { useState, type FormEvent } from 'react';
import type { RegisterRequest } from '@sukoon/contract/auth';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sukoon/contract/auth-messages';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import { registerErrorMessage } from '../error-messages.ts';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate.ts';
import type { VerifyOtpPageState } from '../route-state.ts';

const EMPTY: RegisterRequest = { firstName: '', lastName: '', phone: '', email: '', password: '' };
/** Spec §9: the confirmation stays readable for 2 s before the OTP screen. */
const TO_OTP_DELAY_MS = 2000;

export function RegisterForm() {
  const [form, setForm] = useState<RegisterRequest>(EMPTY);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const register = useRegister();
  const navigateLater = useDelayedNavigate();
  const isDone = result?.kind === 'success';

  const field = (name: keyof RegisterRequest) => ({
    name,
    value: form[name],
    required: true,
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    register.mutate(form, {
      onSuccess: ({ message }) => {
        setResult({ kind: 'success', text: message });
        const state: VerifyOtpPageState = { form };
        navigateLater('/verifyotp', TO_OTP_DELAY_MS, { state });
      },
      onError: (error) => {
        setResult({ kind: 'error', text: registerErrorMessage(error) });
        if (error instanceof ApiError && error.status === 400) setForm(EMPTY);
      },
    });
  }

  return (
    <form onSubmit={signUp} className="space-y-4">
      <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          {...field('lastName')}
        />
      </div>
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        hint="A 10-digit Indian mobile number."
        {...field('phone')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...field('password')}
      />
      <Button type="submit" disabled={register.isPending || isDone} className="w-full">
        {register.isPending ? 'Loading...' : 'Sign up'}
      </Button>
    </form>
  );
}
