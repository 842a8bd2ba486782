import type { CounsellorAppointment } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { sessionRoom } from './appointment-views.ts';
import type { AuthenticatedUser, SensitiveReader } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  findAppointmentCounsellor,
  findCounsellorOfUser,
  findNotes,
  listDeskAppointments,
  saveNotes,
  type CounsellorRef,
} from './counsellor-bookings-repository.ts';

const NOT_FOUND = 'errors_appointment_not_found';

/** Paid statuses as the desk shows them (unpaid holds never reach it). */
const DESK_STATUSES = new Set<string>(['pending', 'accepted', 'rejected', 'cancelled']);

/**
 * The counsellor's desk: their own sessions and requests, and their private notes on each. Nobody
 * else reads either; admins included, since notes are the counsellor's alone (DESIGN rule 5).
 */
export function createCounsellorDeskService(
  ctx: Pick<AppContext, 'db' | 'now'> & { audit: Pick<AuditService, 'recordRead' | 'recordListRead'> },
) {
  const { audit } = ctx;
  async function counsellorOf(user: AuthenticatedUser): Promise<CounsellorRef> {
    const counsellor = user.role === 'counsellor' ? await findCounsellorOfUser(ctx.db, user.id) : undefined;
    if (!counsellor) throw forbidden('errors_counsellors_only');
    return counsellor;
  }

  /**
   * Where the caller's notes may be read and written: an appointment of theirs, or one an admin
   * has since moved to another counsellor, on which they had written notes. Those stay theirs
   * alone (decision 019); the new counsellor starts with their own, empty.
   */
  async function ownNotes(user: AuthenticatedUser, appointmentId: string) {
    const counsellor = await counsellorOf(user);
    const appointment = isUuid(appointmentId)
      ? await findAppointmentCounsellor(ctx.db, appointmentId)
      : undefined;
    if (!appointment || !DESK_STATUSES.has(appointment.status)) throw notFound(NOT_FOUND);
    const notes = await findNotes(ctx.db, appointmentId, counsellor.id);
    if (appointment.counsellorId !== counsellor.id && !notes) throw notFound(NOT_FOUND);
    return { counsellor, clientId: appointment.userId, notes };
  }

  return {
    async listAppointments(user: SensitiveReader): Promise<CounsellorAppointment[]> {
      const counsellor = await counsellorOf(user);
      const rows = (await listDeskAppointments(ctx.db, counsellor.id)).filter((row) =>
        DESK_STATUSES.has(row.status),
      );
      await audit.recordListRead(ctx.db, user, 'appointment_reason', rows, ctx.now());
      return rows.flatMap((row) =>
        row.status === 'awaiting_payment' || row.status === 'expired'
          ? []
          : [
              {
                _id: row.id,
                date: row.date,
                slot: row.slot,
                status: row.status,
                reason: row.reason,
                userId: { firstName: row.clientFirstName },
                ...sessionRoom(row),
                ...(row.outcome ? { outcome: row.outcome } : {}),
                ...(row.selfHarmFlag === null ? {} : { intake: { selfHarmFlag: row.selfHarmFlag } }),
                createdAt: row.createdAt.toISOString(),
              },
            ],
      );
    },

    async readNotes(user: SensitiveReader, appointmentId: string) {
      const { clientId, notes } = await ownNotes(user, appointmentId);
      if (notes) {
        await audit.recordRead(
          ctx.db,
          user,
          { subjectId: clientId, kind: 'session_notes', appointmentId },
          ctx.now(),
        );
      }
      return { notes: notes?.body ?? '', updatedAt: notes?.updatedAt.toISOString() ?? null };
    },

    async writeNotes(user: AuthenticatedUser, appointmentId: string, body: string) {
      const { counsellor } = await ownNotes(user, appointmentId);
      const saved = await saveNotes(ctx.db, { appointmentId, counsellorId: counsellor.id, body }, ctx.now());
      return { notes: saved.body, updatedAt: saved.updatedAt.toISOString() };
    },
  };
}
