import { useState } from 'react';
import { revenueReportQuery, type RevenueReportQuery } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { TextField } from '../../../components/form-field.tsx';
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
  const form = useContractForm({
    schema: revenueReportQuery,
    initial: range,
    // Once both are months, the later one comes second.
    check: (draft) => {
      const months = revenueReportQuery.safeParse(draft);
      return months.success && months.data.from > months.data.to
        ? { to: m.staff_reports_to_after_from() }
        : {};
    },
  });
  const [shownFor, setShownFor] = useState(range);

  // A range from the address (back, forward, a shared link) replaces the draft.
  if (shownFor.from !== range.from || shownFor.to !== range.to) {
    setShownFor(range);
    form.reset(range);
  }

  const field = (name: 'from' | 'to') => ({
    type: 'month',
    placeholder: m.staff_reports_month_placeholder(),
    pattern: '[0-9]{4}-[0-9]{2}',
    ...form.field(name),
  });

  return (
    <ContractForm
      form={form}
      onValid={({ from, to }: RevenueReportQuery) => onApply({ from, to })}
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
    </ContractForm>
  );
}
