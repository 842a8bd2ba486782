import { SLOT_HOURS, bookingWindowDays, isPastSlot, type TakenSlot } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Availability } from '../counsellors/availability.ts';
import { freeSlotsOf, fullSlots } from '../../lib/free-slots.ts';
import { unknownCounsellor } from './counsellor-holds.ts';
import { findCounsellor } from './counsellor-bookings-repository.ts';

/**
 * `GET /api/appointments/get` for a client once counsellors are set up. The answer keeps the
 * spec's shape, `{ date, slot }` of hours that cannot be booked, so the spec's client disables
 * exactly those: without a counsellor, the hours at which no active counsellor is free; with one,
 * that counsellor's hours they do not offer, are away, or are booked. Hours already begun are left
 * out: no client can book them anyway.
 */

/** Undefined when no counsellor is active: the caller answers with the spec's one calendar. */
export function hoursWithNobodyFree({ calendars, booked, now }: Availability): TakenSlot[] | undefined {
  if (calendars.length === 0) return undefined;
  return fullSlots(calendars, booked, now);
}

export async function hoursCounsellorIsNotFree(
  db: DbOrTx,
  { calendars, booked, now }: Availability,
  counsellorId: string,
): Promise<TakenSlot[]> {
  const calendar = calendars.find((candidate) => candidate.id === counsellorId);
  if (!calendar && !(await findCounsellor(db, counsellorId))) throw unknownCounsellor();
  const free = calendar ? freeSlotsOf(calendar, booked, now) : [];
  const isFreeHour = new Set(free.map(({ date, slot }) => `${date}|${slot}`));
  return bookingWindowDays(now).flatMap((date) =>
    SLOT_HOURS.filter((slot) => !isPastSlot(date, slot, now) && !isFreeHour.has(`${date}|${slot}`)).map(
      (slot) => ({ date, slot }),
    ),
  );
}
