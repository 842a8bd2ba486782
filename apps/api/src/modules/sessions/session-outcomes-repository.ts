import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentFeedback,
  appointmentOutcomes,
  appointments,
  counsellors,
  users,
} from '../../db/schema/index.ts';

/** The reads and writes after a session: its outcome, its feedback, and feedback for admins. */

const counsellorAccounts = alias(users, 'counsellor_account');

export async function findSession(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      counsellorId: appointments.counsellorId,
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}

/** Records or replaces the outcome (a slip can be corrected). */
export async function upsertOutcome(
  db: DbOrTx,
  row: { appointmentId: string; outcome: 'completed' | 'no_show'; markedBy: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(appointmentOutcomes)
    .values(row)
    .onConflictDoUpdate({
      target: appointmentOutcomes.appointmentId,
      set: { outcome: row.outcome, markedBy: row.markedBy, updatedAt: row.updatedAt },
    });
}

/** False when the appointment already has feedback (the primary key decides, even when raced). */
export async function insertFeedback(
  db: DbOrTx,
  row: { appointmentId: string; rating: number; comment: string | null; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(appointmentFeedback)
    .values(row)
    .onConflictDoNothing({ target: appointmentFeedback.appointmentId })
    .returning({ id: appointmentFeedback.appointmentId });
  return rows.length > 0;
}

/** Every piece of feedback (or one counsellor's), newest first, with the client's first name only. */
export function listFeedback(db: DbOrTx, counsellorId?: string) {
  return db
    .select({
      appointmentId: appointmentFeedback.appointmentId,
      rating: appointmentFeedback.rating,
      comment: appointmentFeedback.comment,
      createdAt: appointmentFeedback.createdAt,
      date: appointments.date,
      slot: appointments.slot,
      clientFirstName: users.firstName,
      counsellorId: counsellors.id,
      counsellorFirstName: counsellorAccounts.firstName,
      counsellorLastName: counsellorAccounts.lastName,
    })
    .from(appointmentFeedback)
    .innerJoin(appointments, eq(appointments.id, appointmentFeedback.appointmentId))
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(counsellorAccounts, eq(counsellorAccounts.id, counsellors.userId))
    .where(counsellorId === undefined ? undefined : eq(appointments.counsellorId, counsellorId))
    .orderBy(desc(appointmentFeedback.createdAt), desc(appointmentFeedback.appointmentId));
}
