import {
  isInBookingWindow,
  isPastSlot,
  istInstant,
  offersSlot,
  type RescheduleAppointmentBody,
  type RescheduleAppointmentResponse,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { replyText } from '../../lib/server-texts.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { loadActiveCalendars } from '../../lib/free-slots.ts';
import type { SessionNotices } from '../sessions/session-notices.ts';
import type { AppointmentEvents } from './appointment-events.ts';
import { parseMailFrom, sendSafely } from './appointment-notifications.ts';
import { readAppointmentDate } from './appointment-request.ts';
import { toClientAppointment } from './appointment-views.ts';
import { findOwnLiveOnSlot, releaseExpiredHold } from './appointment-holds-repository.ts';
import { findWithClient } from './appointment-lists-repository.ts';
import { lockById, moveToSlot, type AppointmentRow } from './appointments-repository.ts';
import { alreadyYours, slotTaken } from './counsellor-holds.ts';
import { counsellorSessionMail, rescheduledMail } from './session-mails.ts';

const NOT_FOUND = 'errors_appointment_not_found';
const HOUR_MS = 60 * 60 * 1000;

/** The slot's start as an instant: the IST hour `slot` of `date`. */
const startOf = (row: { date: string; slot: number }) =>
  istInstant(row.date, `${String(row.slot).padStart(2, '0')}:00`);

/**
 * The client's one move of a paid request or accepted session to another free hour of the same
 * calendar. Every rule that refuses names itself; the unique indexes decide a race for the hour.
 */
export type RescheduleServiceDeps = Pick<AppContext, 'db' | 'now' | 'config' | 'mailer' | 'log'> & {
  events: Pick<AppointmentEvents, 'rescheduled'>;
  notices: Pick<SessionNotices, 'forgetReminders'>;
};

export function createRescheduleService(deps: RescheduleServiceDeps) {
  const cutoffHours = deps.config.sessions.rescheduleCutoffHours;
  const organizer = parseMailFrom(deps.config.mail.from);

  function assertMayMove(row: AppointmentRow, now: Date): void {
    if (row.status !== 'pending' && row.status !== 'accepted') {
      throw conflict('errors_reschedule_not_movable', { status: row.status });
    }
    if (row.rescheduledAt) {
      throw conflict('errors_reschedule_once');
    }
    if (now.getTime() > startOf(row).getTime() - cutoffHours * HOUR_MS) {
      throw conflict('errors_reschedule_too_late', { hours: cutoffHours });
    }
  }

  /** The new hour: in the window, not begun, another one, and one the counsellor sees clients at. */
  async function assertHourOffered(
    tx: DbOrTx,
    row: AppointmentRow,
    date: string,
    slot: number,
    now: Date,
  ): Promise<void> {
    if (!isInBookingWindow(date, now)) {
      throw fieldError('VALIDATION_FAILED', 'date', 'errors_appointment_window');
    }
    if (isPastSlot(date, slot, now)) {
      throw fieldError('VALIDATION_FAILED', 'slot', 'errors_appointment_begun');
    }
    if (date === row.date && slot === row.slot) {
      throw fieldError('VALIDATION_FAILED', 'slot', 'errors_reschedule_same_time');
    }
    if (!row.counsellorId) return;
    const [calendar] = await loadActiveCalendars(tx, now, [row.counsellorId]);
    if (!calendar || !offersSlot(calendar, date, slot)) {
      throw fieldError('SLOT_NOT_OFFERED', 'slot', 'errors_reschedule_not_offered');
    }
  }

  return {
    async reschedule(
      user: AuthenticatedUser,
      id: string,
      body: RescheduleAppointmentBody,
    ): Promise<RescheduleAppointmentResponse> {
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      const date = readAppointmentDate(body.date);
      const now = deps.now();
      const from = await deps.db.transaction(async (tx) => {
        const row = await lockById(tx, id);
        // Another person's appointment reads as not found: its existence is not confirmed.
        if (!row || row.userId !== user.id || row.status === 'awaiting_payment' || row.status === 'expired') {
          throw notFound(NOT_FOUND);
        }
        assertMayMove(row, now);
        await assertHourOffered(tx, row, date, body.slot, now);
        // Run-out holds first: the client's own one at this hour holds nothing (and a refusal below
        // rolls the release back with the rest).
        await releaseExpiredHold(tx, date, body.slot, now);
        // One session an hour for a client, whichever counsellor the other is with.
        if (await findOwnLiveOnSlot(tx, user.id, date, body.slot)) throw alreadyYours();
        if (!(await moveToSlot(tx, id, { date, slot: body.slot }, now))) {
          throw slotTaken();
        }
        await deps.notices.forgetReminders(tx, id);
        await deps.events.rescheduled(tx, { ...row, date, slot: body.slot }, row);
        return { date: row.date, slot: row.slot };
      });
      const moved = await findWithClient(deps.db, id);
      if (!moved) throw notFound(NOT_FOUND);
      await sendSafely(deps, rescheduledMail(moved, organizer, now), 'session moved');
      const counsellorMail = counsellorSessionMail(moved, organizer, now, 'moved', from);
      if (counsellorMail) await sendSafely(deps, counsellorMail, "counsellor's session moved");
      return {
        message: replyText('replies_appointment_rescheduled'),
        appointment: toClientAppointment(moved),
      };
    },
  };
}

export type RescheduleService = ReturnType<typeof createRescheduleService>;
