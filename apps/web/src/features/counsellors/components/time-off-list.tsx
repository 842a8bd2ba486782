import type { TimeOff } from '@sukoon/contract/counsellor-hours';
import { timeOffPeriod } from '@sukoon/contract/counsellors';
import { Button } from '../../../components/button.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { FieldError, TextField } from '../../../components/form-field.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { addTimeOff } from '../lib/availability-draft.ts';

const describeRange = (range: TimeOff) =>
  range.from === range.to
    ? formatDate(range.from, { weekday: 'short' })
    : m.staff_hours_range({
        from: formatDate(range.from, { weekday: 'short' }),
        to: formatDate(range.to, { weekday: 'short' }),
      });

/** An empty "to" is the same day as "from". */
const periodOf = (range: TimeOff): TimeOff => ({ from: range.from, to: range.to || range.from });

/** Days off as a list with Remove, and a from/to pair to add one; nothing is saved until Save. */
export function TimeOffList({
  timeOff,
  onChange,
  error,
  errorId,
}: {
  timeOff: TimeOff[];
  onChange: (timeOff: TimeOff[]) => void;
  /** The save's error about time off, if any. */
  error?: string;
  errorId: string;
}) {
  const period = useContractForm({
    schema: timeOffPeriod,
    initial: { from: '', to: '' },
    toInput: periodOf,
    // The contract checks one period; whether it overlaps another is for the list to say.
    check: (range) => {
      if (range.from === '') return { from: m.forms_field_required() };
      const checked = timeOffPeriod.safeParse(periodOf(range));
      const overlap = checked.success ? addTimeOff(timeOff, checked.data).overlap : null;
      if (!overlap) return {};
      const [first, second] = overlap;
      return {
        timeOff: m.forms_field_time_off_overlap({
          from: first.from,
          to: first.to,
          otherFrom: second.from,
          otherTo: second.to,
        }),
      };
    },
  });
  const overlapError = period.errors.timeOff;

  function add(range: TimeOff) {
    const added = addTimeOff(timeOff, range);
    if (added.timeOff === null) return;
    period.reset();
    onChange(added.timeOff);
  }

  return (
    <div className="flex flex-col gap-4">
      {timeOff.length === 0 ? (
        <p className="text-sm text-slate-700">{m.staff_hours_no_time_off()}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {timeOff.map((item) => (
            <li
              key={`${item.from}-${item.to}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-2"
            >
              <span className="text-sm text-slate-800">{describeRange(item)}</span>
              <Button
                variant="ghost"
                onClick={() => onChange(timeOff.filter((other) => other !== item))}
                aria-label={m.staff_hours_remove_label({ range: describeRange(item) })}
              >
                {m.staff_hours_remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId}>{error}</FieldError>
      <fieldset className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{m.staff_hours_add()}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={m.staff_hours_from()} type="date" {...period.field('from')} />
          <TextField
            label={m.staff_hours_to()}
            type="date"
            min={period.values.from || undefined}
            hint={m.staff_hours_single_day()}
            {...period.field('to')}
          />
        </div>
        {overlapError ? (
          <p role="alert" className="text-sm text-red-800">
            {overlapError}
          </p>
        ) : null}
        <Button variant="secondary" onClick={period.handleSubmit(add)} className="self-start">
          {m.staff_hours_add()}
        </Button>
      </fieldset>
    </div>
  );
}
