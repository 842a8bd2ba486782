import { useState } from 'react';
import {
  SECOND_FACTOR_CODE_MAX_LENGTH,
  twoFactorDisableRequest,
  type TwoFactorDisableRequest,
} from '@sukoon/contract/two-factor';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDisableTwoStep } from '../api/disable-two-step.ts';
import { twoStepErrorMessage } from '../error-message.ts';
import { m } from '../../../paraglide/messages.js';

/** Off takes the password and a code (from the app or a recovery code): a session alone cannot. */
export function TwoStepTurnOff({ onTurnedOff }: { onTurnedOff: (message: string) => void }) {
  const disable = useDisableTwoStep();
  const form = useContractForm({ schema: twoFactorDisableRequest, initial: { password: '', code: '' } });
  const [error, setError] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: the fresh status unmounts this form before they would run.
  async function submit(request: TwoFactorDisableRequest) {
    setError(null);
    try {
      const { message } = await disable.mutateAsync(request);
      onTurnedOff(message);
    } catch (failure) {
      setError(twoStepErrorMessage(failure));
      form.setValue('code', '');
    }
  }

  return (
    <ContractForm form={form} onValid={(request) => void submit(request)} className="space-y-4 sm:max-w-sm">
      <StatusMessage kind="error">{error}</StatusMessage>
      <TextField
        label={m.staff_two_step_password_label()}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <TextField
        label={m.staff_two_step_off_code_label()}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        hint={m.staff_two_step_off_code_hint()}
        required
        maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
        {...form.field('code')}
      />
      <Button type="submit" variant="danger" disabled={disable.isPending} className="w-full sm:w-auto">
        {disable.isPending ? m.staff_saving() : m.staff_two_step_turn_off()}
      </Button>
    </ContractForm>
  );
}
