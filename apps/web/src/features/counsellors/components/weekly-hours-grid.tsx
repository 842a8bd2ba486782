import { useRef, useState, type KeyboardEvent } from 'react';
import type { WeekdayKey, WeeklyHours } from '@sukoon/contract/counsellor-hours';
import { SLOT_HOURS, formatSlotHour } from '@sukoon/contract/slots';
import { currentLocale, intlTag } from '../../../lib/locale.ts';
import { m } from '../../../paraglide/messages.js';
import { WEEKDAYS_MONDAY_FIRST } from '../lib/availability-draft.ts';

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Weekday names in Hindi and Marathi from Intl (WeekdayKey '0' is Sunday; 4 Jan 1970, UTC, was
 * one); English keeps the spec's 'Mon' and 'Monday'.
 */
function weekdayNames(
  key: string,
  english: { short: string; long: string },
): { short: string; long: string } {
  if (currentLocale() === 'en') return english;
  const day = new Date(Date.UTC(1970, 0, 4 + Number(key)));
  const name = (weekday: 'short' | 'long') =>
    new Intl.DateTimeFormat(intlTag(), { weekday, timeZone: 'UTC' }).format(day);
  return { short: name('short'), long: name('long') };
}

/**
 * The week as a table: a column per weekday (Monday first), a row per slot hour, each cell a toggle
 * button. One cell is in the tab order; arrow keys move between cells, Space or Enter toggles.
 * A weekday's heading switches the whole day.
 */
export function WeeklyHoursGrid({
  weekly,
  onToggleHour,
  onToggleDay,
  describedBy,
}: {
  weekly: WeeklyHours;
  onToggleHour: (day: WeekdayKey, hour: number) => void;
  onToggleDay: (day: WeekdayKey) => void;
  describedBy?: string;
}) {
  const days = WEEKDAYS_MONDAY_FIRST.map((day) => ({ ...day, ...weekdayNames(day.key, day) }));
  const tableRef = useRef<HTMLTableElement>(null);
  // The one cell in the tab order: where the keyboard last was.
  const [current, setCurrent] = useState('0-0');

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, column: number, row: number) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const nextColumn = Math.min(Math.max(column + step[0], 0), WEEKDAYS_MONDAY_FIRST.length - 1);
    const nextRow = Math.min(Math.max(row + step[1], 0), SLOT_HOURS.length - 1);
    const target = tableRef.current?.querySelector<HTMLButtonElement>(
      `[data-cell="${nextColumn}-${nextRow}"]`,
    );
    setCurrent(`${nextColumn}-${nextRow}`);
    target?.focus();
  }

  return (
    <table
      ref={tableRef}
      aria-describedby={describedBy}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <caption className="sr-only">{m.staff_hours_grid_caption()}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-12 sm:w-16">
            <span className="sr-only">{m.staff_hours_hour()}</span>
          </th>
          {days.map((day) => (
            <th key={day.key} scope="col" className="p-0">
              <button
                type="button"
                onClick={() => onToggleDay(day.key)}
                aria-label={m.staff_hours_switch_day({ day: day.long })}
                className="min-h-11 w-full rounded-lg text-xs font-semibold text-brand-900 hover:bg-brand-50 sm:text-sm"
              >
                {day.short}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SLOT_HOURS.map((hour, row) => (
          <tr key={hour}>
            <th
              scope="row"
              className="pr-1 text-right text-xs font-medium whitespace-nowrap text-slate-700 sm:text-sm"
            >
              {formatSlotHour(hour)}
            </th>
            {days.map((day, column) => {
              const isOn = weekly[day.key].includes(hour);
              return (
                <td key={day.key} className="p-0">
                  <button
                    type="button"
                    data-cell={`${column}-${row}`}
                    tabIndex={current === `${column}-${row}` ? 0 : -1}
                    onFocus={() => setCurrent(`${column}-${row}`)}
                    aria-pressed={isOn}
                    aria-label={`${day.long} ${formatSlotHour(hour)}`}
                    onClick={() => onToggleHour(day.key, hour)}
                    onKeyDown={(event) => moveFocus(event, column, row)}
                    className={`flex h-11 w-full items-center justify-center rounded-lg border text-xs font-semibold transition-colors ${
                      isOn
                        ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                        : 'border-dashed border-slate-300 bg-white text-slate-500 hover:bg-brand-50'
                    }`}
                  >
                    <span aria-hidden="true">{isOn ? '✓' : ''}</span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
