import { isUniqueViolation } from '../../db/errors.ts';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { IST_OFFSET_MINUTES } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { appointmentOutcomes, appointments } from '../../db/schema/index.ts';

// Changes to one appointment once it is known: decisions, moves to another hour or counsellor, cancellation.

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentStatus = AppointmentRow['status'];

/**
 * Gives a live appointment to another counsellor; false when that counsellor's slot is taken. A
 * savepoint, so the unique index's refusal does not abort the caller's transaction.
 */
export async function moveToCounsellor(
  tx: DbOrTx,
  id: string,
  counsellorId: string,
  now: Date,
): Promise<boolean> {
  try {
    await tx.transaction((savepoint) =>
      savepoint.update(appointments).set({ counsellorId, updatedAt: now }).where(eq(appointments.id, id)),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Locks the row until the caller's transaction ends. */
export async function lockById(tx: DbOrTx, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** The instant the appointment's session starts: its IST day at its slot's hour. */
const sessionStartSql = sql`((${appointments.date} + ${appointments.slot} * interval '1 hour' - interval '${sql.raw(String(IST_OFFSET_MINUTES))} minutes') at time zone 'UTC')`;

/**
 * Cancels an accepted session, raising its calendar SEQUENCE for the METHOD:CANCEL; undefined when
 * it was not accepted (or not there). With `onlyBefore`, also undefined once the session has
 * started by then or has an outcome: a counsellor cannot refund a session that took place.
 */
export async function cancelAccepted(
  tx: DbOrTx,
  id: string,
  now: Date,
  rule: { onlyBefore?: Date } = {},
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'cancelled', icsSequence: sql`${appointments.icsSequence} + 1`, updatedAt: now })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.status, 'accepted'),
        rule.onlyBefore
          ? and(
              sql`${sessionStartSql} > ${rule.onlyBefore.toISOString()}::timestamptz`,
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(appointmentOutcomes)
                  .where(eq(appointmentOutcomes.appointmentId, appointments.id)),
              ),
            )
          : undefined,
      ),
    )
    .returning();
  return row;
}

/** Whether an outcome (completed, no-show) has been recorded for the appointment. */
export async function hasOutcome(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(appointmentOutcomes)
    .where(eq(appointmentOutcomes.appointmentId, id))
    .limit(1);
  return row !== undefined;
}

/**
 * Moves a pending request to `status` (an accepted one gets its session room); undefined when it
 * was not pending (or not there).
 */
export async function decidePending(
  tx: DbOrTx,
  id: string,
  decision: { status: 'accepted'; meetingLink: string } | { status: 'rejected' },
  now: Date,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ ...decision, updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'pending')))
    .returning();
  return row;
}

/**
 * The client's one move of a paid request or session to another hour of the same calendar, raising
 * its calendar SEQUENCE; false when the hour is taken. A savepoint, so the unique index's refusal
 * does not abort the caller's transaction; the old hour frees as the row leaves it.
 */
export async function moveToSlot(
  tx: DbOrTx,
  id: string,
  to: { date: string; slot: number },
  now: Date,
): Promise<boolean> {
  try {
    await tx.transaction((savepoint) =>
      savepoint
        .update(appointments)
        .set({
          ...to,
          rescheduledAt: now,
          icsSequence: sql`${appointments.icsSequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(appointments.id, id), inArray(appointments.status, ['pending', 'accepted']))),
    );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
