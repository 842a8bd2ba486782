import { SLOT_GROUPS, formatSlotHour, isPastSlot, type SlotGroupName } from '@sukoon/contract/slots';
import { m } from '../../../paraglide/messages.js';

const GROUP_NAMES: Record<SlotGroupName, () => string> = {
  Morning: m.booking_slots_morning,
  Afternoon: m.booking_slots_afternoon,
  Evening: m.booking_slots_evening,
};

/** Why an hour cannot be chosen: taken on the one calendar, or outside one counsellor's free hours. */
export type TakenKind = 'booked' | 'not-free';

/**
 * The hours of one day, grouped Morning, Afternoon and Evening, in 12-hour form. Hours that have
 * begun today are not offered; taken hours are shown disabled. The value is the 24-hour slot.
 */
export function SlotPicker({
  date,
  now,
  takenSlots,
  takenKind = 'booked',
  selected,
  onSelect,
}: {
  date: string;
  now: Date;
  takenSlots: ReadonlySet<number>;
  /** The word on an hour that cannot be chosen: 'Booked', or 'Not free' for one counsellor's calendar. */
  takenKind?: TakenKind;
  selected: number | null;
  onSelect: (slot: number) => void;
}) {
  const groups = SLOT_GROUPS.map((group) => ({
    name: group.name,
    hours: group.hours.filter((hour) => !isPastSlot(date, hour, now)),
  }));
  if (groups.every((group) => group.hours.length === 0)) {
    return <p className="text-sm text-slate-700">{m.booking_slots_none_left()}</p>;
  }
  const isBooked = takenKind === 'booked';
  const takenLabel = isBooked ? m.booking_slots_booked() : m.booking_slots_not_free();
  const freeCount = groups.flatMap((group) => group.hours).filter((hour) => !takenSlots.has(hour)).length;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700" aria-live="polite">
        {freeCount === 0
          ? isBooked
            ? m.booking_slots_all_booked()
            : m.booking_slots_all_not_free()
          : isBooked
            ? m.booking_slots_free_booked({ count: freeCount })
            : m.booking_slots_free_not_free({ count: freeCount })}
      </p>
      {groups.map((group) =>
        group.hours.length === 0 ? null : (
          <fieldset key={group.name}>
            <legend className="text-sm font-semibold text-slate-800">{GROUP_NAMES[group.name]()}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {group.hours.map((hour) => {
                const isTaken = takenSlots.has(hour);
                const isSelected = selected === hour && !isTaken;
                return (
                  <button
                    key={hour}
                    type="button"
                    value={hour}
                    aria-pressed={isSelected}
                    disabled={isTaken}
                    onClick={() => onSelect(hour)}
                    className={`min-h-11 min-w-24 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                      isTaken
                        ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-100 text-slate-600'
                        : isSelected
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-brand-200 bg-white text-brand-900 hover:bg-brand-50'
                    }`}
                  >
                    {formatSlotHour(hour)}
                    {isTaken ? <span className="font-normal no-underline"> · {takenLabel}</span> : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ),
      )}
    </div>
  );
}
