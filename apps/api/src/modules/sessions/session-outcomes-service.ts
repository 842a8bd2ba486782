import {
  sessionEnd,
  type AdminFeedback,
  type SessionFeedbackBody,
  type SessionOutcome,
  type SessionOutcomeResponse,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_OR_COUNSELLOR, conflict, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import type { AppointmentsService } from '../appointments/appointments-service.ts';
import { findSession, insertFeedback, listFeedback, upsertOutcome } from './session-outcomes-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

const NOT_FOUND = 'errors_appointment_not_found';

/** After a session: the counsellor says how it went, the client says what they thought. */
export type SessionOutcomesServiceDeps = Pick<AppContext, 'db' | 'now'> & {
  appointments: Pick<AppointmentsService, 'counsellorOfUser'>;
};

export function createSessionOutcomesService(ctx: SessionOutcomesServiceDeps) {
  /** A paid appointment; holds nobody paid for read as missing, as in the rest of the API. */
  async function findPaid(id: string) {
    const row = isUuid(id) ? await findSession(ctx.db, id) : undefined;
    if (!row || row.status === 'awaiting_payment' || row.status === 'expired') throw notFound(NOT_FOUND);
    return row;
  }

  return {
    /**
     * Admins mark any session; a counsellor only their own (another's reads as not found, so its
     * existence is not confirmed). Only an accepted session, and only once it has ended.
     */
    async markOutcome(
      user: AuthenticatedUser,
      id: string,
      outcome: SessionOutcome,
    ): Promise<SessionOutcomeResponse> {
      if (user.role === 'user') throw forbidden(ADMIN_OR_COUNSELLOR);
      const session = await findPaid(id);
      if (user.role === 'counsellor') {
        const counsellor = await ctx.appointments.counsellorOfUser(user.id);
        if (!session.counsellorId || session.counsellorId !== counsellor?.id) throw notFound(NOT_FOUND);
      }
      if (session.status !== 'accepted')
        throw conflict('errors_outcome_not_accepted', { status: session.status });
      const now = ctx.now();
      if (now < sessionEnd(session.date, session.slot))
        throw fieldError('CONFLICT', 'outcome', 'errors_outcome_before_end');
      await upsertOutcome(ctx.db, { appointmentId: session.id, outcome, markedBy: user.id, updatedAt: now });
      return {
        message: replyText(outcome === 'completed' ? 'replies_session_completed' : 'replies_session_no_show'),
        appointmentId: session.id,
        outcome,
      };
    },

    /**
     * Only the session's client, once, after an accepted session has ended. Staff asking get told
     * why (403); another client is told it does not exist (404), as for any appointment not theirs.
     */
    async giveFeedback(user: AuthenticatedUser, id: string, body: SessionFeedbackBody) {
      const session = await findPaid(id);
      if (session.userId !== user.id) {
        throw user.role === 'user' ? notFound(NOT_FOUND) : forbidden('errors_feedback_only_client');
      }
      if (session.status !== 'accepted')
        throw conflict('errors_feedback_not_accepted', { status: session.status });
      const now = ctx.now();
      if (now < sessionEnd(session.date, session.slot))
        throw fieldError('CONFLICT', 'rating', 'errors_feedback_before_end');
      const comment = body.comment ? body.comment : null;
      const given = await insertFeedback(ctx.db, {
        appointmentId: session.id,
        rating: body.rating,
        comment,
        createdAt: now,
      });
      if (!given) throw conflict('errors_feedback_twice');
      return { message: replyText('replies_feedback_thanks') };
    },

    async listFeedback(counsellorId?: string): Promise<AdminFeedback[]> {
      const rows = await listFeedback(ctx.db, counsellorId);
      return rows.map((row) => ({
        appointmentId: row.appointmentId,
        counsellor: row.counsellorId
          ? {
              _id: row.counsellorId,
              firstName: row.counsellorFirstName ?? '',
              lastName: row.counsellorLastName ?? '',
            }
          : null,
        clientFirstName: row.clientFirstName,
        date: row.date,
        slot: row.slot,
        rating: row.rating,
        comment: row.comment,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
