import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDisableTwoStep } from '../api/disable-two-step.ts';
import { twoStepErrorMessage } from '../error-message.ts';
import { m } from '../../../paraglide/messages.js';

/** Off takes the password and a code (from the app or a recovery code): a session alone cannot. */
export function TwoStepTurnOff({ onTurnedOff }: { onTurnedOff: (message: string) => void }) {
  const disable = useDisableTwoStep();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: the fresh status unmounts this form before they would run.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const { message } = await disable.mutateAsync({ password, code: code.trim() });
      onTurnedOff(message);
    } catch (failure) {
      setError(twoStepErrorMessage(failure));
      setCode('');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4 sm:max-w-sm">
      <StatusMessage kind="error">{error}</StatusMessage>
      <TextField
        label={m.staff_two_step_password_label()}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={m.staff_two_step_off_code_label()}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint={m.staff_two_step_off_code_hint()}
        required
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={disable.isPending} className="w-full sm:w-auto">
        {disable.isPending ? m.staff_saving() : m.staff_two_step_turn_off()}
      </Button>
    </form>
  );
}
