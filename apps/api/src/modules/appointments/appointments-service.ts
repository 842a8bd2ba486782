import {
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
import {
  ADMIN_OR_COUNSELLOR,
  AppError,
  badRequest,
  conflict,
  fieldError,
  forbidden,
  notFound,
} from '../../lib/app-error.ts';
import { replyText } from '../../lib/server-texts.ts';
import type { AuthenticatedUser, SensitiveReader } from '../../plugins/auth.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { readAppointmentDate } from './appointment-request.ts';
import { reassignAppointment } from './appointment-reassign.ts';
import { toAdminAppointment, toClientAppointment, toCounsellorAppointment } from './appointment-views.ts';
import { acceptedMail, cancelledMail, rejectedMail } from './appointment-mails.ts';
import { parseMailFrom, sendSafely } from './appointment-notifications.ts';
import { counsellorSessionMail } from './session-mails.ts';
import { meetingLinkFor } from './appointment-rooms.ts';
import type { AppointmentEvents } from './appointment-events.ts';
import type { PaymentRefunds } from '../payments/payment-refunds.ts';
import {
  findAppointmentCounsellor,
  findCounsellor,
  findCounsellorOfUser,
} from './counsellor-bookings-repository.ts';
import type { AvailabilityReader } from '../counsellors/availability.ts';
import { hoursCounsellorIsNotFree, hoursWithNobodyFree } from './counsellor-taken-slots.ts';
import {
  findOwnLiveOnSlot,
  isHeldByAnother,
  listOwnLiveHolds,
  listTakenSlots,
} from './appointment-holds-repository.ts';
import { bookedExcept } from '../../lib/free-slots.ts';
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
import type { AuditService } from '../audit/audit-service.ts';

const NOT_FOUND = 'errors_appointment_not_found';

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

/** A decision's message and the appointment after it, before it is shown as the caller may see it. */
interface Decision {
  message: string;
  row: AppointmentWithClient;
}

export type AppointmentsServiceDeps = Pick<AppContext, 'config' | 'db' | 'mailer' | 'now' | 'log'> & {
  refunds: Pick<PaymentRefunds, 'refundOwed' | 'markOwed'>;
  events: AppointmentEvents;
  readAvailability: AvailabilityReader;
  /** The audit trail: what staff were shown, and late cancellations with their reason. */
  audit: Pick<AuditService, 'recordRead' | 'recordListRead' | 'recordStaffAction'>;
  /** Asks the reminders job to run now, so a reminder already due is not left for its next round. */
  queueReminders: () => Promise<unknown>;
};

export function createAppointmentsService(ctx: AppointmentsServiceDeps) {
  const { refunds, log, events, readAvailability, queueReminders } = ctx;
  const organizer = parseMailFrom(ctx.config.mail.from);

  /** The client's mail, and the counsellor's copy of the calendar entry when there is one. */
  async function sendToBoth(
    row: AppointmentWithClient,
    clientMail: MailMessage,
    event: 'accepted' | 'cancelled',
    now: Date,
  ): Promise<void> {
    await sendSafely(ctx, clientMail, `appointment ${event}`);
    const counsellorMail = counsellorSessionMail(row, organizer, now, event);
    if (counsellorMail) await sendSafely(ctx, counsellorMail, `counsellor's session ${event}`);
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
    if (!row.paymentId) throw new AppError('INTERNAL', 'errors_paid_without_payment');
    try {
      await refunds.refundOwed(row.paymentId);
    } catch (error) {
      log.error({ err: error, appointmentId: row.id, status }, 'refund of an appointment failed');
      throw new AppError(
        'BAD_GATEWAY',
        status === 'rejected' ? 'errors_reject_refund_failed' : 'errors_cancel_refund_failed',
      );
    }
    const after = (await findWithClient(ctx.db, row.id)) ?? row;
    if (after.paymentStatus === 'refunded') {
      if (status === 'rejected') await sendSafely(ctx, rejectedMail(after), 'appointment rejected');
      else await sendToBoth(after, cancelledMail(after, organizer, ctx.now()), 'cancelled', ctx.now());
      return { message: replyText(`replies_appointment_${status}`), row: after };
    }
    const message =
      status === 'rejected' ? 'replies_reject_refund_in_progress' : 'replies_cancel_refund_in_progress';
    return { message: replyText(message), row: after };
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
    if (user.role !== 'admin') throw conflict('errors_cancel_too_late');
    if (!reason) throw fieldError('VALIDATION_FAILED', 'reason', 'errors_refund_reason_required');
    await ctx.audit.recordStaffAction(
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
    /** Admin: moves a pending request to another active counsellor who is free at its hour. */
    reassign: (admin: SensitiveReader, id: string, counsellorId: string) =>
      reassignAppointment(ctx, events, admin, id, counsellorId),

    /** A counsellor by id (in the caller's transaction), if there is one. */
    findCounsellor: (tx: DbOrTx, counsellorId: string) => findCounsellor(tx, counsellorId),

    /** The counsellor whose account this is, if any. */
    counsellorOfUser: (userId: string) => findCounsellorOfUser(ctx.db, userId),

    /** The appointment row, locked for the caller's transaction. */
    lockById: (tx: DbOrTx, id: string) => lockById(tx, id),

    /** Rejects a request still pending (in the caller's transaction); undefined when it no longer is. */
    rejectPending: (tx: DbOrTx, id: string, now: Date) => decidePending(tx, id, { status: 'rejected' }, now),

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
        await ctx.audit.recordListRead(ctx.db, user, 'appointment_reason', rows, ctx.now());
        return rows.map(toAdminAppointment);
      }
      const shared = await readAvailability();
      // The caller's own unpaid holds are not taken for them: paying again reuses them.
      const own = await listOwnLiveHolds(ctx.db, user.id, shared.now);
      const availability = { ...shared, booked: bookedExcept(shared.booked, own) };
      if (counsellorId) return hoursCounsellorIsNotFree(ctx.db, availability, counsellorId);
      const full = hoursWithNobodyFree(availability);
      if (full) return full;
      const { now } = availability;
      const { today } = readIstClock(now);
      const isOwn = new Set(own.map((hold) => `${hold.date}|${hold.slot}`));
      const taken = await listTakenSlots(ctx.db, today, addCalendarDays(today, BOOKING_WINDOW_DAYS), now);
      return taken.filter((hour) => !isOwn.has(`${hour.date}|${hour.slot}`));
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
      await ctx.audit.recordListRead(ctx.db, admin, 'appointment_reason', rows, ctx.now());
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
        throw fieldError('CONFLICT', 'counsellorId', 'errors_appointment_other_counsellor');
      }
      const withPayment = ownPaid && (await findWithClient(ctx.db, ownPaid.id));
      if (withPayment) {
        return {
          message: replyText('replies_appointment_requested'),
          appointment: toClientAppointment(withPayment),
        };
      }
      const slot = {
        date,
        slot: body.slot,
        ...(body.counsellorId ? { counsellorId: body.counsellorId } : {}),
      };
      if (await isHeldByAnother(ctx.db, userId, slot, ctx.now())) {
        throw new AppError('SLOT_TAKEN', 'errors_appointment_taken');
      }
      throw badRequest('errors_appointment_not_paid');
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
      await ctx.audit.recordRead(
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
        throw status === 'cancelled'
          ? conflict('errors_cancel_not_accepted', { status: row.status })
          : conflict('errors_decide_not_pending', { status: row.status, decision: status });
      }
      await sendToBoth(row, acceptedMail(row, organizer, now), 'accepted', now);
      // A reminder already due (accepted within 24 h of the start) goes out now, not at the next
      // scheduled look; after the decision's commit, never inside it (decision 010).
      // The scheduled run covers a send that fails; the decision stands either way.
      await queueReminders().catch((error: unknown) => {
        log.error({ err: error }, 'could not ask for the reminders job after an acceptance');
      });
      return answer({ message: replyText('replies_appointment_accepted'), row });
    },
  };
}
