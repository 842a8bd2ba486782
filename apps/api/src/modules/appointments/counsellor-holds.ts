import { APPOINTMENT_MESSAGES, COUNSELLOR_MESSAGES, offersSlot } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { candidatesFor, loadBookedKeys, type CounsellorCalendarRow } from '../counsellors/free-slots.ts';
import { findOwnLiveOnSlot, insertHold, renewHold } from './appointment-holds-repository.ts';
import { moveToCounsellor, type AppointmentRow } from './appointments-repository.ts';
import { findCounsellor, markAssigned } from './counsellor-bookings-repository.ts';

export const ALREADY_YOURS =
  'You have already booked this slot. You can see it under Appointments on your dashboard.';
export const UNKNOWN_COUNSELLOR = 'counsellorId: there is no such counsellor';
const NOT_OFFERED =
  'That counsellor does not see clients at this hour. Please choose one of the times their page lists.';

export interface HoldInput {
  userId: string;
  date: string;
  slot: number;
  reason: string;
  counsellorId?: string;
  holdExpiresAt: Date;
  heldFrom: string;
}

/** The chosen counsellor's calendar, when they take new bookings and see clients at this hour. */
export async function chosenCalendar(
  tx: DbOrTx,
  counsellorId: string,
  calendars: readonly CounsellorCalendarRow[],
  date: string,
  slot: number,
): Promise<CounsellorCalendarRow> {
  const calendar = calendars.find((candidate) => candidate.id === counsellorId);
  if (!calendar) {
    throw badRequest(
      (await findCounsellor(tx, counsellorId)) ? COUNSELLOR_MESSAGES.inactive : UNKNOWN_COUNSELLOR,
    );
  }
  if (!offersSlot(calendar, date, slot)) throw conflict(NOT_OFFERED);
  return calendar;
}

/**
 * A hold with a counsellor: the chosen one, or else the free active counsellors in the fair order
 * of `candidatesFor`, each tried until an insert wins. The unique index per counsellor and hour
 * decides, so two clients racing for the last free counsellor cannot both get them.
 */
export async function holdWithCounsellor(
  tx: DbOrTx,
  hold: HoldInput,
  calendars: readonly CounsellorCalendarRow[],
  now: Date,
): Promise<AppointmentRow> {
  const chosen = hold.counsellorId
    ? await chosenCalendar(tx, hold.counsellorId, calendars, hold.date, hold.slot)
    : undefined;
  const own = await findOwnLiveOnSlot(tx, hold.userId, hold.date, hold.slot);
  if (own) {
    if (own.status !== 'awaiting_payment') throw conflict(ALREADY_YOURS);
    if (chosen && own.counsellorId !== chosen.id) {
      // A change of mind about whom to see at this hour moves the hold; its 15 minutes stay.
      if (!(await moveToCounsellor(tx, own.id, chosen.id, now))) {
        throw conflict(APPOINTMENT_MESSAGES.alreadyExists);
      }
      await renewHold(tx, own.id, hold.reason, now);
      return { ...own, counsellorId: chosen.id };
    }
    // Paying again for one's own hold (a second tab, a retry) keeps the same hold.
    await renewHold(tx, own.id, hold.reason, now);
    return own;
  }
  const candidates = chosen
    ? [chosen]
    : candidatesFor(calendars, await loadBookedKeys(tx, now), hold.date, hold.slot);
  for (const candidate of candidates) {
    const inserted = await insertHold(tx, { ...hold, counsellorId: candidate.id });
    if (!inserted) continue;
    if (!chosen) await markAssigned(tx, candidate.id, now);
    return inserted;
  }
  throw conflict(APPOINTMENT_MESSAGES.alreadyExists);
}
