import { type AppointmentStatusResponse } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { replyText } from '../../lib/server-texts.ts';
import { isUuid } from '../../lib/uuid.ts';
import { isFree, loadActiveCalendars, loadBookedKeys } from '../../lib/free-slots.ts';
import { toAdminAppointment } from './appointment-views.ts';
import { findWithClient } from './appointment-lists-repository.ts';
import { lockById, moveToCounsellor } from './appointments-repository.ts';
import { chosenCalendar } from './counsellor-holds.ts';
import type { AppointmentEvents } from './appointment-events.ts';
import type { SensitiveReader } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/audit-service.ts';

const NOT_FOUND = 'errors_appointment_not_found';

/**
 * Admin: gives a pending request to another active counsellor who is free at its hour. The request
 * is locked while it moves, and the unique index per counsellor and hour has the last word.
 */
export async function reassignAppointment(
  ctx: Pick<AppContext, 'db' | 'now'> & { audit: Pick<AuditService, 'recordRead'> },
  events: Pick<AppointmentEvents, 'reassigned'>,
  admin: SensitiveReader,
  id: string,
  counsellorId: string,
): Promise<AppointmentStatusResponse> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockById(tx, id);
    if (!row || row.status === 'awaiting_payment' || row.status === 'expired') throw notFound(NOT_FOUND);
    if (row.status !== 'pending') {
      throw conflict('errors_reassign_not_pending', { status: row.status });
    }
    if (row.counsellorId === counsellorId) return;
    const calendars = await loadActiveCalendars(tx, now, [counsellorId]);
    const calendar = await chosenCalendar(tx, counsellorId, calendars, row.date, row.slot).catch(
      (error: unknown) => {
        // An hour outside their calendar is the same answer as a booked one: not free then.
        if (error instanceof AppError && error.status === 409) {
          throw conflict('errors_counsellor_not_free');
        }
        throw error;
      },
    );
    const free = isFree(calendar, await loadBookedKeys(tx, now), row.date, row.slot);
    if (!free || !(await moveToCounsellor(tx, id, counsellorId, now))) {
      throw conflict('errors_counsellor_not_free');
    }
    await events.reassigned(tx, { ...row, counsellorId });
  });
  const moved = await findWithClient(ctx.db, id);
  if (!moved) throw notFound(NOT_FOUND);
  await ctx.audit.recordRead(
    ctx.db,
    admin,
    { subjectId: moved.userId, kind: 'appointment_reason', appointmentId: moved.id },
    ctx.now(),
  );
  return { message: replyText('replies_counsellor_reassigned'), appointment: toAdminAppointment(moved) };
}
