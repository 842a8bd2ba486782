import { useState } from 'react';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useTwoStepStatus } from '../api/get-two-step-status.ts';
import { twoStepErrorMessage } from '../error-message.ts';
import { m } from '../../../paraglide/messages.js';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoStepSetup } from './two-step-setup.tsx';
import { TwoStepTurnOff } from './two-step-turn-off.tsx';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/**
 * A staff member's two-step sign-in (decision 023): set it up, see the recovery codes once, turn it
 * off. `onDone` leaves the page once codes are saved (under STAFF_2FA=required, to the desk).
 */
export function TwoStepPanel({ onDone }: { onDone: () => void }) {
  const status = useTwoStepStatus();
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (status.isPending) return <Loader label={m.staff_loading()} />;
  if (status.isError) return <StatusMessage kind="error">{twoStepErrorMessage(status.error)}</StatusMessage>;
  const { enabled, required, recoveryCodesLeft } = status.data;

  return (
    <div className="space-y-6">
      {required && !enabled ? <StatusMessage kind="info">{m.staff_two_step_required()}</StatusMessage> : null}
      <StatusMessage kind="success">{notice}</StatusMessage>
      <section className={CARD} aria-labelledby="two-step-state">
        <h2 id="two-step-state" className="font-serif text-xl text-brand-900">
          {enabled ? m.staff_two_step_on_title() : m.staff_two_step_off_title()}
        </h2>
        {freshCodes ? (
          <div className="mt-4">
            <RecoveryCodes codes={freshCodes} onDone={onDone} />
          </div>
        ) : enabled ? (
          <div className="mt-2 space-y-5">
            <p className="text-sm text-slate-700">
              {m.staff_two_step_on_intro({ count: String(recoveryCodesLeft) })}
            </p>
            <h3 className="font-serif text-lg text-brand-900">{m.staff_two_step_off_heading()}</h3>
            <TwoStepTurnOff
              onTurnedOff={(message) => {
                setNotice(message);
              }}
            />
          </div>
        ) : (
          <div className="mt-2 space-y-4">
            <p className="text-sm text-slate-700">{m.staff_two_step_off_intro()}</p>
            <TwoStepSetup
              onEnabled={(codes) => {
                setNotice(null);
                setFreshCodes(codes);
              }}
            />
          </div>
        )}
      </section>
    </div>
  );
}
