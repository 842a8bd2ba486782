import type { FastifyBaseLogger } from 'fastify';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_WINDOW_DAYS,
  addCalendarDays,
  pageWindow,
  readIstClock,
  sessionStart,
  type AdminAppointment,
  type AppointmentPageQuery,
  type AppointmentStatusResponse,
  type BookAppointmentBody,
  type CounsellorAppointmentStatusResponse,
  type BookAppointmentResponse,
  type ClientAppointment,
  type Page,
  type TakenSlot,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { readAppointmentDate } from './appointment-request.ts';
import { toAdminAppointment, toClientAppointment, toCounsellorAppointment } from './appointment-views.ts';
import { acceptedMail, cancelledMail, rejectedMail } from './appointment-mails.ts';
import { parseMailFrom, sendSafely } from './appointment-notifications.ts';
import { counsellorSessionMail } from './session-mails.ts';
import { meetingLinkFor } from './appointment-rooms.ts';
import type { AppointmentEvents } from './appointment-events.ts';
import type { PaymentRefunds } from '../payments/payment-refunds.ts';
import { findAppointmentCounsellor, findCounsellorOfUser } from './counsellor-bookings-repository.ts';
import type { AvailabilityReader } from '../counsellors/availability.ts';
import { hoursCounsellorIsNotFree, hoursWithNobodyFree } from './counsellor-taken-slots.ts';
import { findOwnLiveOnSlot, isHeldByAnother, listTakenSlots } from './appointment-holds-repository.ts';
import {
  findWithClient,
  listPaidOfUser,
  countPaidWithClients,
  listPaidWithClients,
  listPaidWithClientsPage,
  type AppointmentWithClient,
} from './appointment-lists-repository.ts';
import { cancelAccepted, decidePending, hasOutcome, lockById } from './appointments-repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordStaffAction } from '../audit/staff-actions.ts';
import {
  listedOf,
  recordListRead,
  recordSensitiveRead,
  type SensitiveReader,
} from '../audit/sensitive-reads.ts';

const NOT_FOUND = 'Appointment not found.';
const REFUND_FAILED =
  'The appointment is rejected, but the refund could not be started. Please reject it again in a few minutes to retry the refund.';
const REFUND_IN_PROGRESS = 'Appointment rejected. The refund is already being processed.';
const CANCEL_REFUND_FAILED =
  'The session is cancelled, but the refund could not be started. Please cancel it again in a few minutes to retry the refund.';
const CANCEL_REFUND_IN_PROGRESS = 'Session cancelled. The refund is already being processed.';
export const ADMIN_OR_COUNSELLOR = 'Only an administrator or the session’s counsellor can do that.';
const OTHER_COUNSELLOR =
  'counsellorId: your paid request at this hour is with another counsellor. You can see it under Appointments on your dashboard.';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

/** A decision's message and the appointment after it, before it is shown as the caller may see it. */
interface Decision {
  message: string;
  row: AppointmentWithClient;
}

export function createAppointmentsService(
  ctx: AppContext,
  refunds: PaymentRefunds,
  log: FastifyBaseLogger,
  events: AppointmentEvents,
  readAvailability: AvailabilityReader,
) {
  const organizer = parseMailFrom(ctx.config.mail.from);

  /** The client's mail, and the counsellor's copy of the calendar entry when there is one. */
  async function sendToBoth(
    row: AppointmentWithClient,
    clientMail: MailMessage,
    event: 'accepted' | 'cancelled',
    now: Date,
  ): Promise<void> {
    await sendSafely(ctx, log, clientMail, `appointment ${event}`);
    const counsellorMail = counsellorSessionMail(row, organizer, now, event);
    if (counsellorMail) await sendSafely(ctx, log, counsellorMail, `counsellor's session ${event}`);
  }

  /**
   * Refunds a rejected request or a cancelled session, whose "refund owed" committed with the
   * status; the gateway is asked afterwards, outside any transaction. If it fails, the row keeps its
   * status with its payment 'paid' and the refund owed (never 'refunded' without a refund id), and
   * the same decision again retries the refund.
   */
  async function refundClosed(
    row: AppointmentWithClient,
    status: 'rejected' | 'cancelled',
  ): Promise<Decision> {
    if (!row.paymentId) throw new AppError('INTERNAL', 'A paid appointment has no payment.');
    try {
      await refunds.refundOwed(row.paymentId);
    } catch (error) {
      log.error({ err: error, appointmentId: row.id, status }, 'refund of an appointment failed');
      throw new AppError('BAD_GATEWAY', status === 'rejected' ? REFUND_FAILED : CANCEL_REFUND_FAILED);
    }
    const after = (await findWithClient(ctx.db, row.id)) ?? row;
    if (after.paymentStatus === 'refunded') {
      if (status === 'rejected') await sendSafely(ctx, log, rejectedMail(after), 'appointment rejected');
      else await sendToBoth(after, cancelledMail(after, organizer, ctx.now()), 'cancelled', ctx.now());
      return { message: APPOINTMENT_MESSAGES[status], row: after };
    }
    return { message: status === 'rejected' ? REFUND_IN_PROGRESS : CANCEL_REFUND_IN_PROGRESS, row: after };
  }

  /**
   * Who may cancel an accepted session, and when (decision 019): its counsellor only before it
   * starts and while it has no outcome; an admin at any time, but once it has started or has an
   * outcome only with a reason, which the audit trail keeps. Runs with the row locked.
   */
  async function checkCancellation(
    tx: DbOrTx,
    user: SensitiveReader,
    id: string,
    reason: string | undefined,
    now: Date,
  ): Promise<void> {
    const row = await lockById(tx, id);
    if (row?.status !== 'accepted') return;
    const isLate = sessionStart(row.date, row.slot) <= now || (await hasOutcome(tx, id));
    if (!isLate) return;
    if (user.role !== 'admin') throw conflict(APPOINTMENT_MESSAGES.cancelTooLate);
    if (!reason) throw badRequest(APPOINTMENT_MESSAGES.refundReasonRequired);
    await recordStaffAction(
      tx,
      user,
      { subjectId: row.userId, kind: 'late_refund', appointmentId: id, note: reason },
      now,
    );
  }

  /** The decision, its refund owed and the client's notification commit together. */
  async function decidePaid(
    user: SensitiveReader,
    id: string,
    decision: { status: 'accepted' | 'rejected' | 'cancelled'; reason?: string | undefined },
    now: Date,
  ) {
    const { status } = decision;
    return ctx.db.transaction(async (tx) => {
      if (status === 'cancelled') await checkCancellation(tx, user, id, decision.reason, now);
      const decided =
        status === 'cancelled'
          ? await cancelAccepted(tx, id, now, user.role === 'admin' ? {} : { onlyBefore: now })
          : await decidePending(
              tx,
              id,
              status === 'accepted' ? { status, meetingLink: meetingLinkFor(ctx.config, id) } : { status },
              now,
            );
      if (!decided) return decided;
      if (decided.status !== 'accepted' && decided.paymentId) {
        await refunds.markOwed(tx, decided.paymentId, now);
      }
      await events[status](tx, decided);
      return decided;
    });
  }

  /**
   * Admins decide any request; a counsellor only their own (another's reads as not found, so its
   * existence is not confirmed); anyone else is refused.
   */
  async function assertMayDecide(user: AuthenticatedUser, id: string): Promise<void> {
    if (user.role === 'admin') return;
    if (user.role !== 'counsellor') throw forbidden(ADMIN_OR_COUNSELLOR);
    const [appointment, counsellor] = await Promise.all([
      findAppointmentCounsellor(ctx.db, id),
      findCounsellorOfUser(ctx.db, user.id),
    ]);
    if (!appointment?.counsellorId || appointment.counsellorId !== counsellor?.id) {
      throw notFound(NOT_FOUND);
    }
  }

  return {
    /**
     * An admin gets every paid request (or one counsellor's); anyone else only which slots of the
     * window cannot be booked: the spec's taken slots, or with counsellors the hours nobody (or the
     * named counsellor) is free.
     */
    async listAppointments(
      user: SensitiveReader,
      counsellorId?: string,
    ): Promise<AdminAppointment[] | TakenSlot[]> {
      if (user.role === 'admin') {
        const rows = await listPaidWithClients(ctx.db, counsellorId);
        await recordListRead(ctx.db, user, 'appointment_reason', rows.map(listedOf), ctx.now());
        return rows.map(toAdminAppointment);
      }
      const availability = await readAvailability();
      if (counsellorId) return hoursCounsellorIsNotFree(ctx.db, availability, counsellorId);
      const full = hoursWithNobodyFree(availability);
      if (full) return full;
      const { now } = availability;
      const { today } = readIstClock(now);
      return listTakenSlots(ctx.db, today, addCalendarDays(today, BOOKING_WINDOW_DAYS), now);
    },

    /** One page of the admin's list, by status and by the client's name or e-mail. */
    async listAdminAppointmentsPage(
      admin: SensitiveReader,
      query: AppointmentPageQuery,
    ): Promise<Page<AdminAppointment>> {
      const { page, limit, offset } = pageWindow(query);
      const filter = { counsellorId: query.counsellorId, status: query.status, q: query.q };
      const [rows, total] = await Promise.all([
        listPaidWithClientsPage(ctx.db, filter, { offset, limit }),
        countPaidWithClients(ctx.db, filter),
      ]);
      await recordListRead(ctx.db, admin, 'appointment_reason', rows.map(listedOf), ctx.now());
      return { items: rows.map(toAdminAppointment), total, page, limit };
    },

    async listMine(userId: string): Promise<ClientAppointment[]> {
      return (await listPaidOfUser(ctx.db, userId)).map(toClientAppointment);
    },

    /** The spec's last step after paying: answers the caller's paid request on that slot. */
    async confirmBooking(userId: string, body: BookAppointmentBody): Promise<BookAppointmentResponse> {
      const date = readAppointmentDate(body.date);
      const own = await findOwnLiveOnSlot(ctx.db, userId, date, body.slot);
      const ownPaid = own?.status === 'pending' || own?.status === 'accepted' ? own : undefined;
      if (ownPaid && body.counsellorId && ownPaid.counsellorId !== body.counsellorId) {
        throw conflict(OTHER_COUNSELLOR);
      }
      const withPayment = ownPaid && (await findWithClient(ctx.db, ownPaid.id));
      if (withPayment) {
        return { message: APPOINTMENT_MESSAGES.requested, appointment: toClientAppointment(withPayment) };
      }
      const slot = {
        date,
        slot: body.slot,
        ...(body.counsellorId ? { counsellorId: body.counsellorId } : {}),
      };
      if (await isHeldByAnother(ctx.db, userId, slot, ctx.now())) {
        throw conflict(APPOINTMENT_MESSAGES.alreadyExists);
      }
      throw badRequest(APPOINTMENT_MESSAGES.paymentNotCompleted);
    },

    /** The answer is the admin view for an admin; a counsellor never gets the client's contact details. */
    async decide(
      user: SensitiveReader,
      id: string,
      decision: { status: 'accepted' | 'rejected' | 'cancelled'; reason?: string | undefined },
    ): Promise<AppointmentStatusResponse | CounsellorAppointmentStatusResponse> {
      const { status } = decision;
      if (!isUuid(id)) throw notFound(NOT_FOUND);
      await assertMayDecide(user, id);
      const now = ctx.now();
      const decided = await decidePaid(user, id, decision, now);
      const row = await findWithClient(ctx.db, id);
      if (!row || row.status === 'awaiting_payment' || row.status === 'expired') throw notFound(NOT_FOUND);
      // Every answer below carries the request's reason.
      await recordSensitiveRead(
        ctx.db,
        user,
        { subjectId: row.userId, kind: 'appointment_reason', appointmentId: row.id },
        now,
      );
      const answer = ({ message, row: shown }: Decision) =>
        user.role === 'admin'
          ? { message, appointment: toAdminAppointment(shown) }
          : { message, appointment: toCounsellorAppointment(shown) };
      if (status !== 'accepted' && row.status === status && row.paymentStatus === 'paid') {
        // Just rejected or cancelled, or the retry of a refund that failed before: the one way past
        // "only from pending" (or "only from accepted").
        return answer(await refundClosed(row, status));
      }
      if (!decided || status !== 'accepted') {
        throw conflict(
          status === 'cancelled'
            ? `This appointment is ${row.status}; only an accepted session can be cancelled.`
            : `This appointment is already ${row.status}; only a pending request can be ${status}.`,
        );
      }
      await sendToBoth(row, acceptedMail(row, organizer, now), 'accepted', now);
      return answer({ message: APPOINTMENT_MESSAGES.accepted, row });
    },
  };
}
