import { useState } from 'react';
import { GSTIN_LENGTH, GST_STATES, billingDetails, type BillingDetails } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { m } from '../../../paraglide/messages.js';
import { useSaveBillingDetails } from '../api/save-billing-details.ts';
import { gstStateName } from '../lib/gst-state-names.ts';

const stateOptions = () => [
  { value: '', label: m.account_billing_state_none() },
  ...Object.keys(GST_STATES)
    .sort((a, b) => a.localeCompare(b))
    .map((code) => ({
      value: code,
      label: m.account_billing_state_option({ name: gstStateName(code), code }),
    })),
];

const draftOf = (details: BillingDetails) => ({ gstin: details.gstin ?? '', state: details.state ?? '' });

/**
 * The buyer's GSTIN and GST state for the invoices issued from now on. Checked against the
 * contract before sending; the server's word after, beside the field it names.
 */
export function BillingDetailsForm({ initial }: { initial: BillingDetails }) {
  const form = useContractForm({
    schema: billingDetails,
    initial: () => draftOf(initial),
    // With a GSTIN and no state chosen, the server takes the state from the GSTIN's first digits.
    toInput: (draft) => (draft.gstin.trim() !== '' && draft.state === '' ? { gstin: draft.gstin } : draft),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState(0);
  const save = useSaveBillingDetails();

  function submit(details: BillingDetails) {
    setProblem(null);
    save.mutate(details, {
      onSuccess: (saved) => {
        form.reset(draftOf(saved));
        setSavedAt(Date.now());
      },
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        setProblem(
          error instanceof ApiError && error.status === 400 ? error.message : m.account_billing_save_error(),
        );
      },
    });
  }

  return (
    <ContractForm form={form} onValid={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.account_billing_gstin()}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={GSTIN_LENGTH}
          hint={m.account_billing_gstin_hint()}
          {...form.field('gstin')}
        />
        <SelectField
          label={m.account_billing_state()}
          options={stateOptions()}
          hint={m.account_billing_state_hint()}
          {...form.field('state')}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? m.account_saving() : m.account_billing_save()}
        </Button>
        <div className="flex-1">
          {problem ? <StatusMessage kind="error">{problem}</StatusMessage> : null}
          {save.isSuccess && savedAt ? (
            <StatusMessage kind="success">{m.account_billing_saved()}</StatusMessage>
          ) : null}
        </div>
      </div>
    </ContractForm>
  );
}
