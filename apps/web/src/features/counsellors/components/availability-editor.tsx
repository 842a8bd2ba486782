import { useId, useState } from 'react';
import { counsellorAvailability, type CounsellorAvailability } from '@sukoon/contract/counsellors';
import { Button } from '../../../components/button.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { useSaveAvailability } from '../api/save-availability.ts';
import { countWeeklyHours, toggleDay, toggleHour } from '../lib/availability-draft.ts';
import { TimeOffList } from './time-off-list.tsx';
import { WeeklyHoursGrid } from './weekly-hours-grid.tsx';

/**
 * A draft of the weekly hours and time off, saved as a whole. The draft is never replaced after a
 * failed save, so nothing typed is lost; the errors name the field, as the server does.
 */
export function AvailabilityEditor({
  counsellorId,
  initial,
}: {
  /** Null: the signed-in counsellor's own calendar. */
  counsellorId: string | null;
  initial: CounsellorAvailability;
}) {
  const form = useContractForm({ schema: counsellorAvailability, initial });
  const draft = form.values;
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveAvailability(counsellorId);
  const weeklyErrorId = useId();
  const timeOffErrorId = useId();
  const weeklyHint = useId();

  function change(next: CounsellorAvailability) {
    form.setValues(next);
    setResult(null);
  }

  function saveDraft(availability: CounsellorAvailability) {
    setResult(null);
    save.mutate(
      { counsellorId, availability },
      {
        onSuccess: (answer) => setResult({ kind: 'success', text: answer?.message ?? m.staff_hours_saved() }),
        // A refused field is shown beside it, in the words a person reads; the rest here.
        onError: (error) => {
          const isBesideField = form.showServerErrors(error);
          setResult({ kind: 'error', text: isBesideField ? m.staff_hours_correct() : error.message });
        },
      },
    );
  }

  const weeklyError = form.errorOf('weekly');
  const timeOffError = form.errorOf('timeOff');
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="weekly-hours" className="flex flex-col gap-3">
        <h2 id="weekly-hours" className="font-serif text-2xl text-brand-800">
          {m.staff_hours_weekly_title()}
        </h2>
        <p id={weeklyHint} className="max-w-2xl text-sm text-slate-700">
          {m.staff_hours_weekly_hint({ count: countWeeklyHours(draft.weekly) })}
        </p>
        <div className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
          <WeeklyHoursGrid
            weekly={draft.weekly}
            describedBy={weeklyError ? `${weeklyHint} ${weeklyErrorId}` : weeklyHint}
            onToggleHour={(day, hour) => change({ ...draft, weekly: toggleHour(draft.weekly, day, hour) })}
            onToggleDay={(day) => change({ ...draft, weekly: toggleDay(draft.weekly, day) })}
          />
        </div>
        {weeklyError ? (
          <p id={weeklyErrorId} className="text-sm text-red-800">
            {weeklyError}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="time-off" className="flex max-w-3xl flex-col gap-3">
        <h2 id="time-off" className="font-serif text-2xl text-brand-800">
          {m.staff_hours_time_off_title()}
        </h2>
        <p className="text-sm text-slate-700">{m.staff_hours_time_off_hint()}</p>
        <TimeOffList
          timeOff={draft.timeOff}
          onChange={(timeOff) => change({ ...draft, timeOff })}
          error={timeOffError}
          errorId={timeOffErrorId}
        />
      </section>
      <div className="flex max-w-3xl flex-col gap-3">
        <StatusMessage kind={result?.kind ?? 'info'}>{result?.text}</StatusMessage>
        <Button
          // A refused check keeps the draft as it is and says where to look.
          onClick={form.handleSubmit(saveDraft, () =>
            setResult({ kind: 'error', text: m.staff_hours_correct() }),
          )}
          disabled={save.isPending}
          aria-busy={save.isPending}
          className="self-start"
        >
          {save.isPending
            ? m.staff_saving()
            : counsellorId === null
              ? m.staff_hours_save_mine()
              : m.staff_hours_save()}
        </Button>
      </div>
    </div>
  );
}
