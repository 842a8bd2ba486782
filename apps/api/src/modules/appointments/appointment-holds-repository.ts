import { randomUUID } from 'node:crypto';
import { and, asc, between, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/index.ts';
import { sealReason } from '../../db/sealed-places.ts';
import type { AppointmentRow } from './appointments-repository.ts';

// Who holds which hour: holds, the live appointment on a slot, and the taken slots.

/** Occupies the slot unless a hold has run out; the partial unique index keeps one per slot. */
const occupiesSlot = (now: Date) =>
  or(
    inArray(appointments.status, ['pending', 'accepted']),
    and(eq(appointments.status, 'awaiting_payment'), gte(appointments.holdExpiresAt, now)),
  );

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
  // The id is made here: the reason is sealed for its row before the row exists.
  const id = randomUUID();
  const [row] = await tx
    .insert(appointments)
    .values({ ...hold, id, reason: sealReason(id, hold.reason), status: 'awaiting_payment' })
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
    .set({ reason: sealReason(id, reason), updatedAt: now })
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

/** Turns a hold (live or run out) into a paid request. */
export async function markPaid(tx: DbOrTx, id: string, paymentId: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'pending', paymentId, holdExpiresAt: null, heldFrom: null, updatedAt: now })
    .where(eq(appointments.id, id));
}

/** Who holds which slot from `from` to `to`: one range scan of the date index. */
/** The caller's own unpaid holds that have not run out: hours they may still pay for. */
export function listOwnLiveHolds(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({ counsellorId: appointments.counsellorId, date: appointments.date, slot: appointments.slot })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, userId),
        eq(appointments.status, 'awaiting_payment'),
        gte(appointments.holdExpiresAt, now),
      ),
    );
}

export function listTakenSlots(db: DbOrTx, from: string, to: string, now: Date) {
  return db
    .select({ date: appointments.date, slot: appointments.slot })
    .from(appointments)
    .where(and(between(appointments.date, from, to), occupiesSlot(now)))
    .orderBy(asc(appointments.date), asc(appointments.slot));
}

/**
 * Drops the client address of every hold that is no longer open (paid, cancelled or run out): it
 * only caps live holds per address, so it is kept no longer than the hold (data minimisation).
 * Idempotent; the hold-addresses job runs it hourly.
 */
export async function forgetClosedHoldAddresses(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(appointments)
    .set({ heldFrom: null })
    .where(
      and(
        isNotNull(appointments.heldFrom),
        or(
          ne(appointments.status, 'awaiting_payment'),
          isNull(appointments.holdExpiresAt),
          lt(appointments.holdExpiresAt, now),
        ),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length;
}
