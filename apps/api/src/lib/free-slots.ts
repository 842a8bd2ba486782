import { and, asc, between, eq, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import {
  BOOKING_WINDOW_DAYS,
  SLOT_HOURS,
  addCalendarDays,
  bookingWindowDays,
  isPastSlot,
  offersSlot,
  readIstClock,
  type CounsellorCalendar,
  type TakenSlot,
} from '@sukoon/contract';
import type { DbOrTx } from '../db/client.ts';
import { appointments, counsellorTimeOff, counsellors } from '../db/schema/index.ts';

/**
 * Who is free when: a counsellor's calendar (weekly hours minus time off) minus their live
 * appointments, over the booking window. Three indexed reads per question, whatever the number of
 * counsellors; the rest is arithmetic on at most 8 days × 12 hours each. In lib/ because two
 * modules ask it: counsellors (free hours on their pages) and appointments (holds, reassigning).
 */

export interface CounsellorCalendarRow extends CounsellorCalendar {
  id: string;
  lastAssignedAt: Date | null;
}

/** Active counsellors' calendars (all of them, or those in `ids`), with time off overlapping the window. */
export async function loadActiveCalendars(
  db: DbOrTx,
  now: Date,
  ids?: readonly string[],
): Promise<CounsellorCalendarRow[]> {
  const { today } = readIstClock(now);
  const last = addCalendarDays(today, BOOKING_WINDOW_DAYS);
  const rows = await db
    .select({
      id: counsellors.id,
      weekly: counsellors.weeklyHours,
      lastAssignedAt: counsellors.lastAssignedAt,
    })
    .from(counsellors)
    .where(
      ids
        ? and(eq(counsellors.active, true), inArray(counsellors.id, [...ids]))
        : eq(counsellors.active, true),
    )
    .orderBy(asc(counsellors.createdAt));
  if (rows.length === 0) return [];
  const away = await db
    .select({
      counsellorId: counsellorTimeOff.counsellorId,
      from: counsellorTimeOff.fromDate,
      to: counsellorTimeOff.toDate,
    })
    .from(counsellorTimeOff)
    .where(
      and(
        inArray(
          counsellorTimeOff.counsellorId,
          rows.map((row) => row.id),
        ),
        lte(counsellorTimeOff.fromDate, last),
        gte(counsellorTimeOff.toDate, today),
      ),
    );
  return rows.map((row) => ({
    ...row,
    timeOff: away.filter((range) => range.counsellorId === row.id).map(({ from, to }) => ({ from, to })),
  }));
}

const slotKey = (counsellorId: string, date: string, slot: number) => `${counsellorId}|${date}|${slot}`;

/** The counsellor-date-slot keys taken in the window: paid requests and holds that have not run out. */
export async function loadBookedKeys(db: DbOrTx, now: Date): Promise<Set<string>> {
  const { today } = readIstClock(now);
  const rows = await db
    .select({ counsellorId: appointments.counsellorId, date: appointments.date, slot: appointments.slot })
    .from(appointments)
    .where(
      and(
        between(appointments.date, today, addCalendarDays(today, BOOKING_WINDOW_DAYS)),
        isNotNull(appointments.counsellorId),
        or(
          inArray(appointments.status, ['pending', 'accepted']),
          and(eq(appointments.status, 'awaiting_payment'), gte(appointments.holdExpiresAt, now)),
        ),
      ),
    );
  return new Set(rows.map((row) => slotKey(row.counsellorId ?? '', row.date, row.slot)));
}

/**
 * `booked` as one person sees it: their own unpaid holds are still theirs to pay for (decision
 * 003 reuses them), so a checkout they closed does not show their hour as taken.
 */
export function bookedExcept(
  booked: ReadonlySet<string>,
  own: readonly { counsellorId: string | null; date: string; slot: number }[],
): ReadonlySet<string> {
  if (own.length === 0) return booked;
  const mine = new Set(booked);
  for (const hold of own) mine.delete(slotKey(hold.counsellorId ?? '', hold.date, hold.slot));
  return mine;
}

export function isFree(
  calendar: CounsellorCalendarRow,
  booked: ReadonlySet<string>,
  date: string,
  slot: number,
): boolean {
  return offersSlot(calendar, date, slot) && !booked.has(slotKey(calendar.id, date, slot));
}

/** Every bookable hour of the window that has not begun, soonest first. */
function windowSlots(now: Date): TakenSlot[] {
  return bookingWindowDays(now).flatMap((date) =>
    SLOT_HOURS.filter((slot) => !isPastSlot(date, slot, now)).map((slot) => ({ date, slot })),
  );
}

/** One counsellor's free hours in the booking window, soonest first. */
export function freeSlotsOf(
  calendar: CounsellorCalendarRow,
  booked: ReadonlySet<string>,
  now: Date,
): TakenSlot[] {
  return windowSlots(now).filter(({ date, slot }) => isFree(calendar, booked, date, slot));
}

/** Each counsellor's soonest free hour, or null. */
export function nextFreeOf(
  calendars: readonly CounsellorCalendarRow[],
  booked: ReadonlySet<string>,
  now: Date,
): Map<string, TakenSlot | null> {
  const slots = windowSlots(now);
  return new Map(
    calendars.map((calendar) => [
      calendar.id,
      slots.find(({ date, slot }) => isFree(calendar, booked, date, slot)) ?? null,
    ]),
  );
}

/** The window's hours at which no active counsellor is free (what the spec's client disables). */
export function fullSlots(
  calendars: readonly CounsellorCalendarRow[],
  booked: ReadonlySet<string>,
  now: Date,
): TakenSlot[] {
  return windowSlots(now).filter(
    ({ date, slot }) => !calendars.some((calendar) => isFree(calendar, booked, date, slot)),
  );
}

/**
 * Who "any available counsellor" gives this hour to, in order of preference: the free ones, least
 * recently assigned first (never assigned before all others). The caller tries them in turn: the
 * unique index, not this list, decides who really gets the hour.
 */
export function candidatesFor(
  calendars: readonly CounsellorCalendarRow[],
  booked: ReadonlySet<string>,
  date: string,
  slot: number,
): CounsellorCalendarRow[] {
  const time = (calendar: CounsellorCalendarRow) => calendar.lastAssignedAt?.getTime() ?? -Infinity;
  return calendars
    .filter((calendar) => isFree(calendar, booked, date, slot))
    .sort((a, b) => time(a) - time(b));
}
