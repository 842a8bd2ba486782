import { useState } from 'react';
import type { TimeOff } from '@sukoon/contract/counsellor-hours';
import { Button } from '../../../components/button.tsx';
import { FieldError, TextField } from '../../../components/form-field.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { addTimeOff, type TimeOffProblem } from '../lib/availability-draft.ts';

const describeRange = (range: TimeOff) =>
  range.from === range.to
    ? formatDate(range.from, { weekday: 'short' })
    : m.staff_hours_range({
        from: formatDate(range.from, { weekday: 'short' }),
        to: formatDate(range.to, { weekday: 'short' }),
      });

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
  const [range, setRange] = useState<TimeOff>({ from: '', to: '' });
  const [problem, setProblem] = useState<TimeOffProblem | null>(null);

  function add() {
    const added = addTimeOff(timeOff, { from: range.from, to: range.to || range.from });
    if (added.error !== null) return setProblem(added.error);
    setProblem(null);
    setRange({ from: '', to: '' });
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
          <TextField
            label={m.staff_hours_from()}
            type="date"
            value={range.from}
            error={problem?.field === 'from' ? problem.text : undefined}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
          <TextField
            label={m.staff_hours_to()}
            type="date"
            value={range.to}
            min={range.from || undefined}
            hint={m.staff_hours_single_day()}
            error={problem?.field === 'to' ? problem.text : undefined}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </div>
        {problem && problem.field !== 'from' && problem.field !== 'to' ? (
          <p role="alert" className="text-sm text-red-800">
            {problem.field ? `${problem.field}: ${problem.text}` : problem.text}
          </p>
        ) : null}
        <Button variant="secondary" onClick={add} className="self-start">
          {m.staff_hours_add()}
        </Button>
      </fieldset>
    </div>
  );
}
