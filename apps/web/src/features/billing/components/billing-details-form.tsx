import { useEffect, useRef, useState, type FormEvent } from 'react';
import { GST_STATES, billingDetails, type BillingDetails } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsOf, splitFieldMessage, type FieldErrors } from '../../../lib/field-errors.ts';
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

/**
 * The buyer's GSTIN and GST state for the invoices issued from now on. Checked against the
 * contract before sending; the server's word after, beside the field it names.
 */
export function BillingDetailsForm({ initial }: { initial: BillingDetails }) {
  const [draft, setDraft] = useState({ gstin: initial.gstin ?? '', state: initial.state ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedAt, setSavedAt] = useState(0);
  const save = useSaveBillingDetails();
  const formRef = useRef<HTMLFormElement>(null);
  const serverMessage =
    save.error instanceof ApiError && save.error.status === 400
      ? splitFieldMessage(save.error.message)
      : null;
  const errorOf = (field: 'gstin' | 'state') =>
    errors[field] ?? (serverMessage?.field === field ? serverMessage.text : undefined);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, save.error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // With a GSTIN and no state chosen, the server takes the state from the GSTIN's first digits.
    const hasOnlyGstin = draft.gstin.trim() !== '' && draft.state === '';
    const checked = billingDetails.safeParse(hasOnlyGstin ? { gstin: draft.gstin } : draft);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues));
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setDraft({ gstin: saved.gstin ?? '', state: saved.state ?? '' });
        setSavedAt(Date.now());
      },
    });
  }

  const generalError =
    save.isError && !(serverMessage?.field === 'gstin' || serverMessage?.field === 'state')
      ? (serverMessage?.text ?? m.account_billing_save_error())
      : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.account_billing_gstin()}
          name="gstin"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          hint={m.account_billing_gstin_hint()}
          value={draft.gstin}
          error={errorOf('gstin')}
          onChange={(event) => setDraft({ ...draft, gstin: event.target.value })}
        />
        <SelectField
          label={m.account_billing_state()}
          name="state"
          options={stateOptions()}
          hint={m.account_billing_state_hint()}
          value={draft.state}
          error={errorOf('state')}
          onChange={(event) => setDraft({ ...draft, state: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? m.account_saving() : m.account_billing_save()}
        </Button>
        <div className="flex-1">
          {generalError ? <StatusMessage kind="error">{generalError}</StatusMessage> : null}
          {save.isSuccess && savedAt ? (
            <StatusMessage kind="success">{m.account_billing_saved()}</StatusMessage>
          ) : null}
        </div>
      </div>
    </form>
  );
}
