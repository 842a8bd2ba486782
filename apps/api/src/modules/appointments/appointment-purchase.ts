import { APPOINTMENT_FEE_PAISE, SLOT_HOLD_MINUTES, isPastSlot } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { isLostRace } from '../../db/errors.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { FulfilmentResult, PaymentRow, PurchaseHandler } from '../payments/purchase-handler.ts';
import { readAppointmentRequest, type AppointmentRequestInput } from './appointment-request.ts';
import type { ConsentsService } from '../consents/consents-service.ts';
import type { IntakesService } from '../intakes/intakes-service.ts';
import { requestReceivedMail } from './appointment-mails.ts';
import { loadActiveCalendars } from '../../lib/free-slots.ts';
import { alreadyYours, slotTaken, holdWithCounsellor } from './counsellor-holds.ts';
import type { AppointmentEvents } from './appointment-events.ts';
import {
  countOpenHolds,
  findLiveOnSlot,
  findOwnLiveOnSlot,
  insertHold,
  markPaid,
  releaseExpiredHold,
  renewHold,
} from './appointment-holds-repository.ts';
import { findWithClient } from './appointment-lists-repository.ts';
import { lockById, type AppointmentRow } from './appointments-repository.ts';

const HOLD_MS = SLOT_HOLD_MINUTES * 60 * 1000;
/**
 * Unpaid holds one account, and one network address, may keep at once: a handful of free accounts
 * cannot hold the week without paying.
 */
const MAX_OPEN_HOLDS_PER_ACCOUNT = 2;
const MAX_OPEN_HOLDS_PER_ADDRESS = 4;

/**
 * A hold on the slot for `userId`: a new one, or theirs renewed. Anyone else's live slot is a 409.
 * A renewal keeps the expiry set when the hold was first taken, so no hold outlasts 15 minutes.
 */
async function holdSlot(
  tx: DbOrTx,
  userId: string,
  request: AppointmentRequestInput,
  now: Date,
  clientAddress: string,
): Promise<AppointmentRow> {
  const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
  // The payments module locks the user's row around prepare, so this count cannot race.
  if ((await countOpenHolds(tx, { userId }, request, now)) >= MAX_OPEN_HOLDS_PER_ACCOUNT) {
    throw conflict('errors_appointment_too_many_holds', {
      count: MAX_OPEN_HOLDS_PER_ACCOUNT,
      minutes: SLOT_HOLD_MINUTES,
    });
  }
  // Across accounts this can race by a hold or two; the cap is a brake, not an invariant.
  if ((await countOpenHolds(tx, { address: clientAddress }, request, now)) >= MAX_OPEN_HOLDS_PER_ADDRESS) {
    throw new AppError('TOO_MANY_REQUESTS', 'errors_appointment_too_many_holds_from_address', {
      count: MAX_OPEN_HOLDS_PER_ADDRESS,
      minutes: SLOT_HOLD_MINUTES,
    });
  }
  // Holds whose 15 minutes ran out stop counting in this same transaction, so the slot frees up.
  await releaseExpiredHold(tx, request.date, request.slot, now);
  const onRace = (error: unknown): never => {
    if (isLostRace(error)) throw slotTaken();
    throw error;
  };
  const hold = { userId, ...request, holdExpiresAt, heldFrom: clientAddress };
  // With active counsellors (or one chosen), every hold has a counsellor; else the spec's one calendar.
  const calendars = await loadActiveCalendars(tx, now);
  if (request.counsellorId || calendars.length > 0) {
    return holdWithCounsellor(tx, hold, calendars, now).catch(onRace);
  }
  const inserted = await insertHold(tx, { ...hold, counsellorId: null }).catch(onRace);
  if (inserted) return inserted;
  const live = await findLiveOnSlot(tx, request.date, request.slot, null);
  if (live?.userId === userId && live.status === 'awaiting_payment') {
    // Paying again for one's own hold (a second tab, a retry) keeps the same hold.
    await renewHold(tx, live.id, request.reason, now);
    return live;
  }
  throw live?.userId === userId ? alreadyYours() : slotTaken();
}

/** Re-occupies the slot of a hold that ran out before its payment arrived, if nobody took it. */
async function reoccupy(tx: DbOrTx, row: AppointmentRow, payment: PaymentRow, now: Date) {
  await releaseExpiredHold(tx, row.date, row.slot, now);
  if (await findLiveOnSlot(tx, row.date, row.slot, row.counsellorId)) return false;
  // With counsellors the payer may meanwhile hold this hour with another one: one session an hour.
  if (await findOwnLiveOnSlot(tx, row.userId, row.date, row.slot)) return false;
  try {
    // A savepoint: a concurrent taker's unique violation must not abort the payment's transaction.
    await tx.transaction((savepoint) => markPaid(savepoint, row.id, payment.id, now));
    return true;
  } catch (error) {
    if (isLostRace(error)) return false;
    throw error;
  }
}

/**
 * The appointment purchase: a 15-minute hold on a slot, priced at the appointment fee. Its payment
 * makes the request, which the client and the counsellor hear of in the same transaction.
 */
export interface AppointmentPurchaseDeps {
  events: Pick<AppointmentEvents, 'requested'>;
  consents: Pick<ConsentsService, 'recordCounsellingConsent'>;
  intakes: Pick<IntakesService, 'recordIntake'>;
}

export function createAppointmentPurchaseHandler({
  events,
  consents,
  intakes,
}: AppointmentPurchaseDeps): PurchaseHandler {
  return {
    purpose: 'appointment',

    async prepare(tx, userId, input, now, clientAddress) {
      const { care, ...request } = readAppointmentRequest(input, now);
      // Consent first: a refused booking holds nothing. The intake shares the hold's transaction.
      await consents.recordCounsellingConsent(tx, userId, care.counsellingConsent, now);
      const hold = await holdSlot(tx, userId, request, now, clientAddress);
      await intakes.recordIntake(tx, hold.id, care.intake, now);
      return {
        amountPaise: APPOINTMENT_FEE_PAISE,
        receipt: `appt_${hold.id.replaceAll('-', '')}`.slice(0, 40),
        appointmentId: hold.id,
      };
    },

    async fulfil(tx, payment, now): Promise<FulfilmentResult> {
      const row = payment.appointmentId ? await lockById(tx, payment.appointmentId) : undefined;
      if (!row || row.userId !== payment.userId) return 'unfulfillable';
      if (row.paymentId === payment.id) return 'already-applied';
      // Another order for the same hold was paid first; this one goes back.
      if (row.paymentId !== null) return 'unfulfillable';
      // A session that has already begun cannot be given; the payment is refunded.
      if (isPastSlot(row.date, row.slot, now)) return 'unfulfillable';
      if (row.status === 'awaiting_payment') {
        await markPaid(tx, row.id, payment.id, now);
      } else if (row.status !== 'expired' || !(await reoccupy(tx, row, payment, now))) {
        return 'unfulfillable';
      }
      await events.requested(tx, row);
      return 'applied';
    },

    async confirmationMail(db, payment) {
      const row = payment.appointmentId ? await findWithClient(db, payment.appointmentId) : undefined;
      if (row?.paymentId !== payment.id || row.status !== 'pending') return undefined;
      return requestReceivedMail(row);
    },
  };
}
