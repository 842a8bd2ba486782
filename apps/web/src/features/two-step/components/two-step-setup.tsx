import { useState } from 'react';
import {
  TOTP_DIGITS,
  twoFactorEnableRequest,
  type TwoFactorEnableRequest,
} from '@sukoon/contract/two-factor';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useStartTwoStepSetup } from '../api/start-two-step-setup.ts';
import { useEnableTwoStep } from '../api/enable-two-step.ts';
import { twoStepErrorMessage } from '../error-message.ts';
import { m } from '../../../paraglide/messages.js';

/** The key in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Off → a key for the app → its first code turns two-step sign-in on. */
export function TwoStepSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const start = useStartTwoStepSetup();
  const enable = useEnableTwoStep();
  const form = useContractForm({ schema: twoFactorEnableRequest, initial: { code: '' } });
  const [error, setError] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: the fresh status unmounts this form before they would run.
  async function confirm(request: TwoFactorEnableRequest) {
    setError(null);
    try {
      const { recoveryCodes } = await enable.mutateAsync(request);
      onEnabled(recoveryCodes);
    } catch (failure) {
      setError(twoStepErrorMessage(failure));
      form.reset();
    }
  }

  if (!start.data) {
    return (
      <div className="space-y-4">
        <StatusMessage kind="error">{start.error ? twoStepErrorMessage(start.error) : null}</StatusMessage>
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? m.staff_loading() : m.staff_two_step_set_up()}
        </Button>
      </div>
    );
  }

  const { secret, otpauthUrl } = start.data;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-800">
        <li>
          <p>{m.staff_two_step_step_app()}</p>
          <p className="mt-2">{m.staff_two_step_key_label()}</p>
          <p
            className="mt-1 rounded-lg bg-sand-100 px-3 py-2 font-mono text-base tracking-wide break-words text-ink select-all"
            data-testid="two-step-secret"
          >
            {grouped(secret)}
          </p>
          <p className="mt-2">
            <a href={otpauthUrl} className="font-semibold text-brand-800 underline underline-offset-2">
              {m.staff_two_step_open_app()}
            </a>
          </p>
        </li>
        <li>
          <p>{m.staff_two_step_step_code()}</p>
        </li>
      </ol>
      <ContractForm
        form={form}
        onValid={(request) => void confirm(request)}
        className="space-y-4 sm:max-w-xs"
      >
        <StatusMessage kind="error">{error}</StatusMessage>
        <TextField
          label={m.staff_two_step_code_label()}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${TOTP_DIGITS}}`}
          required
          maxLength={TOTP_DIGITS}
          {...form.field('code')}
          onChange={(event) => form.setValue('code', event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" disabled={enable.isPending} className="w-full sm:w-auto">
          {enable.isPending ? m.staff_saving() : m.staff_two_step_turn_on()}
        </Button>
      </ContractForm>
    </div>
  );
}
