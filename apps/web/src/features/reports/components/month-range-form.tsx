import { useState, type FormEvent } from 'react';
import { revenueReportQuery } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { MonthRange } from '../lib/report-months.ts';

/** From and to months (IST, both included), checked against the contract's query before asking. */
export function MonthRangeForm({
  range,
  onApply,
}: {
  range: MonthRange;
  onApply: (range: MonthRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shownFor, setShownFor] = useState(range);

  // A range from the address (back, forward, a shared link) replaces the draft.
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    setShownFor(range);
    setDraft(range);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = revenueReportQuery.safeParse(draft);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues));
    if (checked.data.from > checked.data.to) return setErrors({ to: m.staff_reports_to_after_from() });
    setErrors({});
    onApply({ from: checked.data.from, to: checked.data.to });
  }

  const field = (name: 'from' | 'to') => ({
    name,
    type: 'month',
    placeholder: m.staff_reports_month_placeholder(),
    pattern: '[0-9]{4}-[0-9]{2}',
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.staff_reports_months()}
      className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4"
    >
      <div className="sm:w-52">
        <TextField label={m.staff_hours_from()} {...field('from')} />
      </div>
      <div className="sm:w-52">
        <TextField label={m.staff_reports_to()} {...field('to')} />
      </div>
      <Button type="submit" variant="secondary" className="self-start sm:mt-6">
        {m.staff_reports_show()}
      </Button>
    </form>
  );
}
