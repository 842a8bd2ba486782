import { and, asc, between, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, counsellors, payments, users } from '../../db/schema/index.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentStatus = AppointmentRow['status'];

/** A request with what the admin list and the e-mails need about its client and payment. */
export interface AppointmentWithClient extends Omit<AppointmentRow, 'heldFrom'> {
  firstName: string;
  email: string;
  phone: string | null;
  paymentStatus: (typeof payments.$inferSelect)['status'] | null;
  /** Who the session is with (all null in the spec's one-calendar practice). */
  counsellorSlug: string | null;
  counsellorFirstName: string | null;
  counsellorLastName: string | null;
  counsellorTitle: string | null;
  counsellorPhoto: string | null;
  /** The counsellor's account: who is told, by notification and e-mail. */
  counsellorUserId: string | null;
  counsellorEmail: string | null;
}

/** Statuses of requests that were paid for; unpaid holds are nobody's business but the payer's. */
const PAID_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

/** Occupies the slot unless a hold has run out; the partial unique index keeps one per slot. */
const occupiesSlot = (now: Date) =>
  or(
    inArray(appointments.status, ['pending', 'accepted']),
    and(eq(appointments.status, 'awaiting_payment'), gte(appointments.holdExpiresAt, now)),
  );

/** The counsellor's own account row, for their name (the client is `users`). */
const counsellorAccounts = alias(users, 'counsellor_account');

const clientColumns = {
  id: appointments.id,
  userId: appointments.userId,
  date: appointments.date,
  slot: appointments.slot,
  reason: appointments.reason,
  status: appointments.status,
  paymentId: appointments.paymentId,
  counsellorId: appointments.counsellorId,
  holdExpiresAt: appointments.holdExpiresAt,
  meetingLink: appointments.meetingLink,
  icsSequence: appointments.icsSequence,
  rescheduledAt: appointments.rescheduledAt,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  firstName: users.firstName,
  email: users.email,
  phone: users.phone,
  paymentStatus: payments.status,
  counsellorSlug: counsellors.slug,
  counsellorFirstName: counsellorAccounts.firstName,
  counsellorLastName: counsellorAccounts.lastName,
  counsellorTitle: counsellors.title,
  counsellorPhoto: counsellors.photo,
  counsellorUserId: counsellors.userId,
  counsellorEmail: counsellorAccounts.email,
};

const selectWithClient = (db: DbOrTx) =>
  db
    .select(clientColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(payments, eq(payments.id, appointments.paymentId))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(counsellorAccounts, eq(counsellorAccounts.id, counsellors.userId));

/** Marks this slot's unpaid hold 'expired' once its 15 minutes ran out, freeing the slot. */
export async function releaseExpiredHold(tx: DbOrTx, date: string, slot: number, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(appointments.date, date),
        eq(appointments.slot, slot),
        eq(appointments.status, 'awaiting_payment'),
        lt(appointments.holdExpiresAt, now),
      ),
    );
}

/** Inserts a hold, or returns null when the slot is already live (the unique index decides). */
export async function insertHold(
  tx: DbOrTx,
  hold: {
    userId: string;
    date: string;
    slot: number;
    reason: string;
    holdExpiresAt: Date;
    heldFrom: string;
    /** Null in the spec's one-calendar practice. */
    counsellorId?: string | null;
  },
): Promise<AppointmentRow | null> {
  // The conflict target names the partial unique index that decides: per counsellor, or the one calendar.
  const conflict = hold.counsellorId
    ? {
        target: [appointments.counsellorId, appointments.date, appointments.slot],
        where: sql.raw(`status in ('awaiting_payment', 'pending', 'accepted') and counsellor_id is not null`),
      }
    : {
        target: [appointments.date, appointments.slot],
        where: sql.raw(`status in ('awaiting_payment', 'pending', 'accepted') and counsellor_id is null`),
      };
  const [row] = await tx
    .insert(appointments)
    .values({ ...hold, status: 'awaiting_payment' })
    .onConflictDoNothing(conflict)
    .returning();
  return row ?? null;
}

const LIVE = ['awaiting_payment', 'pending', 'accepted'] as const;

/**
 * The live appointment on a slot of one calendar: a counsellor's (`counsellorId`), the spec's one
 * calendar (`null`), or any calendar when `counsellorId` is left out.
 */
export async function findLiveOnSlot(
  tx: DbOrTx,
  date: string,
  slot: number,
  counsellorId?: string | null,
): Promise<AppointmentRow | undefined> {
  const calendar =
    counsellorId === undefined
      ? undefined
      : counsellorId === null
        ? isNull(appointments.counsellorId)
        : eq(appointments.counsellorId, counsellorId);
  const [row] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.date, date),
        eq(appointments.slot, slot),
        inArray(appointments.status, LIVE),
        calendar,
      ),
    )
    .limit(1);
  return row;
}

/** The caller's own live appointment at this hour, with whichever counsellor. */
export async function findOwnLiveOnSlot(
  tx: DbOrTx,
  userId: string,
  date: string,
  slot: number,
): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.date, date),
        eq(appointments.slot, slot),
        inArray(appointments.status, LIVE),
      ),
    )
    .limit(1);
  return row;
}

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

/** PostgreSQL's unique_violation, as thrown or as the cause drizzle wraps it in. */
export const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return [code, cause?.code].some((value) => value === '23505');
};

/** Whether someone other than `userId` occupies the slot (of one counsellor, or of any calendar). */
export async function isHeldByAnother(
  db: DbOrTx,
  userId: string,
  slot: { date: string; slot: number; counsellorId?: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.date, slot.date),
        eq(appointments.slot, slot.slot),
        ne(appointments.userId, userId),
        occupiesSlot(now),
        slot.counsellorId ? eq(appointments.counsellorId, slot.counsellorId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The holder paying again for their hold: a new reason, the same expiry. */
export async function renewHold(tx: DbOrTx, id: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ reason, updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'awaiting_payment')));
}

/** How many other slots are held unpaid right now by one account, or from one address by anyone. */
export async function countOpenHolds(
  tx: DbOrTx,
  holder: { userId: string } | { address: string },
  except: { date: string; slot: number },
  now: Date,
) {
  const rows = await tx
    .select({ date: appointments.date, slot: appointments.slot })
    .from(appointments)
    .where(
      and(
        'userId' in holder
          ? eq(appointments.userId, holder.userId)
          : eq(appointments.heldFrom, holder.address),
        eq(appointments.status, 'awaiting_payment'),
        gte(appointments.holdExpiresAt, now),
      ),
    );
  return rows.filter((row) => row.date !== except.date || row.slot !== except.slot).length;
}

/** Locks the row until the caller's transaction ends. */
export async function lockById(tx: DbOrTx, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** Turns a hold (live or run out) into a paid request. */
export async function markPaid(tx: DbOrTx, id: string, paymentId: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'pending', paymentId, holdExpiresAt: null, updatedAt: now })
    .where(eq(appointments.id, id));
}

/** Who holds which slot from `from` to `to`: one range scan of the date index. */
export function listTakenSlots(db: DbOrTx, from: string, to: string, now: Date) {
  return db
    .select({ date: appointments.date, slot: appointments.slot })
    .from(appointments)
    .where(and(between(appointments.date, from, to), occupiesSlot(now)))
    .orderBy(asc(appointments.date), asc(appointments.slot));
}

/** Every paid request (or one counsellor's), newest day first, each day in hour order. */
export function listPaidWithClients(db: DbOrTx, counsellorId?: string): Promise<AppointmentWithClient[]> {
  return selectWithClient(db)
    .where(
      and(
        inArray(appointments.status, PAID_STATUSES),
        counsellorId === undefined ? undefined : eq(appointments.counsellorId, counsellorId),
      ),
    )
    .orderBy(desc(appointments.date), asc(appointments.slot));
}

export function listPaidOfUser(db: DbOrTx, userId: string): Promise<AppointmentWithClient[]> {
  return selectWithClient(db)
    .where(and(eq(appointments.userId, userId), inArray(appointments.status, PAID_STATUSES)))
    .orderBy(desc(appointments.date), asc(appointments.slot));
}

export async function findWithClient(db: DbOrTx, id: string): Promise<AppointmentWithClient | undefined> {
  const [row] = await selectWithClient(db).where(eq(appointments.id, id)).limit(1);
  return row;
}

/**
 * Cancels an accepted session, raising its calendar SEQUENCE for the METHOD:CANCEL; undefined when
 * it was not accepted (or not there).
 */
export async function cancelAccepted(tx: DbOrTx, id: string, now: Date): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'cancelled', icsSequence: sql`${appointments.icsSequence} + 1`, updatedAt: now })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'accepted')))
    .returning();
  return row;
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
