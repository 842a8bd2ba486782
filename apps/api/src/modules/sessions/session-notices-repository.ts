import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentNotices,
  appointments,
  counsellors,
  users,
  type AppointmentNoticeKind,
} from '../../db/schema/index.ts';

/** The reads and writes of the sessions' timed notices: who is owed which, and whose mail went. */

const counsellorAccounts = alias(users, 'counsellor_account');

/** Sessions (accepted, or requests still pending) on these IST days, with both people's accounts. */
export function listSessionsOnDays(
  db: DbOrTx,
  statuses: readonly ('pending' | 'accepted')[],
  days: { from?: string; to: string },
) {
  return db
    .select({
      id: appointments.id,
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
      paymentId: appointments.paymentId,
      clientId: appointments.userId,
      counsellorUserId: counsellors.userId,
    })
    .from(appointments)
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .where(
      and(
        inArray(appointments.status, [...statuses]),
        days.from === undefined ? undefined : gte(appointments.date, days.from),
        lte(appointments.date, days.to),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.slot));
}

/**
 * Forgets the reminders recorded for a session's old time when it moves, so its new time gets its
 * own (and an unsent one about the old time is never mailed). The caller's transaction is the move's.
 */
export async function forgetReminders(tx: DbOrTx, appointmentId: string): Promise<void> {
  await tx
    .delete(appointmentNotices)
    .where(
      and(
        eq(appointmentNotices.appointmentId, appointmentId),
        inArray(appointmentNotices.kind, ['reminder-24h', 'reminder-1h']),
      ),
    );
}

/** Records that `kind` is owed to `userId` about a session; false when it already was. */
export async function insertNotice(
  tx: DbOrTx,
  notice: { appointmentId: string; kind: AppointmentNoticeKind; userId: string; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(appointmentNotices)
    .values(notice)
    .onConflictDoNothing({
      target: [appointmentNotices.appointmentId, appointmentNotices.kind, appointmentNotices.userId],
    })
    .returning({ id: appointmentNotices.id });
  return rows.length > 0;
}

/**
 * Takes the unsent mails nobody is sending (or whose sender died: claimed before `staleBefore`)
 * for this attempt, in one statement, so two attempts never take the same one.
 */
export function claimUnmailed(db: DbOrTx, now: Date, staleBefore: Date, limit: number) {
  const open = db
    .select({ id: appointmentNotices.id })
    .from(appointmentNotices)
    .where(
      and(
        isNull(appointmentNotices.mailedAt),
        or(isNull(appointmentNotices.mailClaimedAt), lt(appointmentNotices.mailClaimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(appointmentNotices.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(appointmentNotices)
    .set({ mailClaimedAt: now })
    .where(
      and(
        inArray(appointmentNotices.id, open),
        isNull(appointmentNotices.mailedAt),
        or(isNull(appointmentNotices.mailClaimedAt), lt(appointmentNotices.mailClaimedAt, staleBefore)),
      ),
    )
    .returning({
      id: appointmentNotices.id,
      appointmentId: appointmentNotices.appointmentId,
      kind: appointmentNotices.kind,
      userId: appointmentNotices.userId,
    });
}

export async function markMailed(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(appointmentNotices).set({ mailedAt: now }).where(eq(appointmentNotices.id, id));
}

/** The mail failed: the next attempt (the job's retry) takes it again. */
export async function releaseMailClaim(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(appointmentNotices)
    .set({ mailClaimedAt: null })
    .where(and(eq(appointmentNotices.id, id), isNull(appointmentNotices.mailedAt)));
}

/** What a notice's mail needs: the session, its client, its counsellor (names and addresses). */
export async function findNoticeDetails(db: DbOrTx, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
      rescheduled: sql<boolean>`${appointments.rescheduledAt} is not null`,
      meetingLink: appointments.meetingLink,
      clientId: appointments.userId,
      clientFirstName: users.firstName,
      clientEmail: users.email,
      clientLanguage: users.language,
      counsellorUserId: counsellors.userId,
      counsellorFirstName: counsellorAccounts.firstName,
      counsellorLastName: counsellorAccounts.lastName,
      counsellorEmail: counsellorAccounts.email,
      counsellorLanguage: counsellorAccounts.language,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(counsellorAccounts, eq(counsellorAccounts.id, counsellors.userId))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}
export type NoticeDetails = NonNullable<Awaited<ReturnType<typeof findNoticeDetails>>>;
