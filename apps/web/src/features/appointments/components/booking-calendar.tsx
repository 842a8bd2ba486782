import { useId, useRef, type KeyboardEvent } from 'react';
import { BOOKING_WINDOW_DAYS, addCalendarDays } from '@sukoon/contract/slots';
import { formatDate } from '../../../lib/dates.ts';
import { intlTag } from '../../../lib/locale.ts';
import { m } from '../../../paraglide/messages.js';

/** Monday … Sunday, short, in the page's language (1 Jan 2024 was a Monday). */
const weekdayNames = () => {
  const format = new Intl.DateTimeFormat(intlTag(), { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
};

/** 0 = Monday … 6 = Sunday, of a YYYY-MM-DD day. */
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;

const monthLabel = (day: string) =>
  new Intl.DateTimeFormat(intlTag(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );

/** Whole weeks (Monday first) around the window; days outside it are shown but not offered. */
function weeksAround(days: readonly string[]): string[][] {
  const first = days[0] ?? '';
  const last = days.at(-1) ?? first;
  const weeks: string[][] = [];
  let day = addCalendarDays(first, -weekdayIndex(first));
  while (day <= last) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addCalendarDays(day, i)));
    day = addCalendarDays(day, 7);
  }
  return weeks;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * An inline calendar of the bookable days: a grid of day buttons, the chosen one pressed. One day
 * is in the tab order; arrow keys move by day and week, Home and End to the first and last day.
 */
export function BookingCalendar({
  days,
  freeSlots,
  selected,
  onSelect,
}: {
  /** The bookable days, YYYY-MM-DD, in order. */
  days: readonly string[];
  /** How many hours are still free on each day, once known. */
  freeSlots?: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (day: string) => void;
}) {
  const labelId = useId();
  const ruleId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const bookable = new Set(days);
  const first = days[0] ?? '';
  const last = days.at(-1) ?? first;
  const focusable = selected && bookable.has(selected) ? selected : first;
  const months = [...new Set([first, last].map(monthLabel))].join(' – ');

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const step = KEY_STEPS[event.key];
    let target: string | null = null;
    if (step !== undefined) target = addCalendarDays(day, step);
    if (event.key === 'Home') target = first;
    if (event.key === 'End') target = last;
    if (target === null) return;
    event.preventDefault();
    const clamped = target < first ? first : target > last ? last : target;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${clamped}"]`)?.focus();
  }

  return (
    <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:w-96">
      <p id={labelId} className="text-center font-serif text-lg text-brand-800">
        {months}
      </p>
      <div ref={gridRef} role="group" aria-labelledby={labelId} aria-describedby={ruleId} className="mt-3">
        <div
          className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-600"
          aria-hidden="true"
        >
          {weekdayNames().map((weekday) => (
            <span key={weekday} className="py-1">
              {weekday}
            </span>
          ))}
        </div>
        {weeksAround(days).map((week) => (
          <div key={week[0]} className="mt-1 grid grid-cols-7 gap-1">
            {week.map((day) => {
              const dayNumber = Number(day.slice(8));
              if (!bookable.has(day)) {
                return (
                  <span
                    key={day}
                    aria-hidden="true"
                    className="flex h-14 items-start justify-center pt-2 text-sm text-slate-500"
                  >
                    {dayNumber}
                  </span>
                );
              }
              const isSelected = day === selected;
              const isToday = day === first;
              const free = freeSlots?.get(day);
              return (
                <button
                  key={day}
                  type="button"
                  data-day={day}
                  aria-pressed={isSelected}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={formatDate(day, { weekday: 'long' })}
                  tabIndex={day === focusable ? 0 : -1}
                  onClick={() => onSelect(day)}
                  onKeyDown={(event) => moveFocus(event, day)}
                  className={`flex h-14 flex-col items-center justify-center rounded-xl text-sm font-semibold transition-colors ${
                    isSelected ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'
                  } ${isToday ? 'ring-2 ring-brand-500 ring-offset-1' : ''}`}
                >
                  {dayNumber}
                  {free === undefined ? null : (
                    <span
                      aria-hidden="true"
                      // Hindi and Marathi words may take a second line in a narrow cell.
                      className={`text-center text-[11px] leading-tight font-normal ${isSelected ? 'text-white' : 'text-slate-700'}`}
                    >
                      {free === 0 ? m.booking_calendar_full() : m.booking_calendar_free({ count: free })}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <p id={ruleId} className="mt-3 text-sm text-slate-700">
        {m.booking_calendar_rule({ days: BOOKING_WINDOW_DAYS })}
      </p>
    </div>
  );
}
