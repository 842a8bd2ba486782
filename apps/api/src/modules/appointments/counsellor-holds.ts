import { offersSlot } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { candidatesFor, loadBookedKeys, type CounsellorCalendarRow } from '../../lib/free-slots.ts';
import { findOwnLiveOnSlot, insertHold, renewHold } from './appointment-holds-repository.ts';
import { moveToCounsellor, type AppointmentRow } from './appointments-repository.ts';
import { findCounsellor, markAssigned } from './counsellor-bookings-repository.ts';

/** The caller already holds or has booked this hour. */
export const alreadyYours = () => new AppError('SLOT_ALREADY_YOURS', 'errors_appointment_already_yours');
export const slotTaken = () => new AppError('SLOT_TAKEN', 'errors_appointment_taken');
export const unknownCounsellor = () =>
  fieldError('VALIDATION_FAILED', 'counsellorId', 'errors_unknown_counsellor');

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
    throw (await findCounsellor(tx, counsellorId))
      ? fieldError('VALIDATION_FAILED', 'counsellorId', 'errors_counsellor_inactive')
      : unknownCounsellor();
  }
  if (!offersSlot(calendar, date, slot))
    throw new AppError('SLOT_NOT_OFFERED', 'errors_appointment_not_offered');
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
    if (own.status !== 'awaiting_payment') throw alreadyYours();
    if (chosen && own.counsellorId !== chosen.id) {
      // A change of mind about whom to see at this hour moves the hold; its 15 minutes stay.
      if (!(await moveToCounsellor(tx, own.id, chosen.id, now))) {
        throw slotTaken();
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
  throw slotTaken();
}
