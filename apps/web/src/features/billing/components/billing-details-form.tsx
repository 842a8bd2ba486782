import { useEffect, useRef, useState, type FormEvent } from 'react';
import { GST_STATES, billingDetails, type BillingDetails } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorsOf, splitFieldMessage, type FieldErrors } from '../../../lib/field-errors.ts';
import { useSaveBillingDetails } from '../api/save-billing-details.ts';

const STATE_OPTIONS = [
  { value: '', label: 'Not given' },
  ...Object.entries(GST_STATES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ value: code, label: `${name} (${code})` })),
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
      ? (serverMessage?.text ?? 'We could not save your billing details. Please try again.')
      : null;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="GSTIN (optional)"
          name="gstin"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          hint="Only if you buy for a business registered for GST, e.g. 27ABCDE1234F1Z5."
          value={draft.gstin}
          error={errorOf('gstin')}
          onChange={(event) => setDraft({ ...draft, gstin: event.target.value })}
        />
        <SelectField
          label="GST state (optional)"
          name="state"
          options={STATE_OPTIONS}
          hint="Where you are registered or live; it decides the tax lines. Left empty, a GSTIN's own."
          value={draft.state}
          error={errorOf('state')}
          onChange={(event) => setDraft({ ...draft, state: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending} className="sm:min-w-40">
          {save.isPending ? 'Saving…' : 'Save billing details'}
        </Button>
        <div className="flex-1">
          {generalError ? <StatusMessage kind="error">{generalError}</StatusMessage> : null}
          {save.isSuccess && savedAt ? (
            <StatusMessage kind="success">Saved. Invoices from now on carry these details.</StatusMessage>
          ) : null}
        </div>
      </div>
    </form>
  );
}
