import { and, asc, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointments,
  phoneMessages,
  type PhoneChannel,
  type PhoneMessageInputs,
} from '../../db/schema/index.ts';
import type { PhoneEvent } from '@sukoon/contract/phones';
import type { AppLocale } from '@sukoon/contract/languages';

/** The phone messages owed: recorded once per person, event and channel, then sent and retried. */

export interface NewPhoneMessage {
  userId: string;
  channel: PhoneChannel;
  event: PhoneEvent;
  eventKey: string;
  appointmentId: string | null;
  toPhone: string;
  language: AppLocale;
  inputs: PhoneMessageInputs;
}

/** How many were recorded now; one already owed for that person, event and channel is kept. */
export async function insertPhoneMessages(tx: DbOrTx, rows: NewPhoneMessage[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(phoneMessages)
    .values(rows.map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing({ target: [phoneMessages.userId, phoneMessages.eventKey, phoneMessages.channel] })
    .returning({ id: phoneMessages.id });
  return inserted.length;
}

/** What a message about a session says of it: its time and its room. */
export async function findSessionForMessage(db: DbOrTx, appointmentId: string) {
  const [row] = await db
    .select({
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
      meetingLink: appointments.meetingLink,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

const isClaimable = (now: Date, staleBefore: Date) =>
  and(
    eq(phoneMessages.state, 'pending'),
    lte(phoneMessages.nextAttemptAt, now),
    or(isNull(phoneMessages.claimedAt), lt(phoneMessages.claimedAt, staleBefore)),
  );

/**
 * Takes the due messages nobody is sending (or whose sender died: claimed before `staleBefore`)
 * for this attempt, in one statement, so two instances never take the same one.
 */
export function claimDueMessages(db: DbOrTx, now: Date, staleBefore: Date, limit: number) {
  const open = db
    .select({ id: phoneMessages.id })
    .from(phoneMessages)
    .where(isClaimable(now, staleBefore))
    .orderBy(asc(phoneMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(phoneMessages)
    .set({ claimedAt: now })
    .where(and(inArray(phoneMessages.id, open), isClaimable(now, staleBefore)))
    .returning();
}

export type ClaimedPhoneMessage = Awaited<ReturnType<typeof claimDueMessages>>[number];

export async function markSent(
  db: DbOrTx,
  id: string,
  result: { attempts: number; providerMessageId: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(phoneMessages)
    .set({ state: 'sent', sentAt: now, claimedAt: null, lastError: null, ...result })
    .where(eq(phoneMessages.id, id));
}

export async function markRetry(
  db: DbOrTx,
  id: string,
  result: { attempts: number; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(phoneMessages)
    .set({ ...result, claimedAt: null })
    .where(eq(phoneMessages.id, id));
}

export async function markFailed(
  db: DbOrTx,
  id: string,
  result: { attempts: number; lastError: string },
  now: Date,
): Promise<void> {
  await db
    .update(phoneMessages)
    .set({ ...result, state: 'failed', failedAt: now, claimedAt: null })
    .where(eq(phoneMessages.id, id));
}

/** Not sent, and never will be: the session it reminds of moved or was cancelled, or STOP came. */
export async function markVoid(db: DbOrTx, id: string): Promise<void> {
  await db.update(phoneMessages).set({ state: 'void', claimedAt: null }).where(eq(phoneMessages.id, id));
}

export async function voidPendingMessages(db: DbOrTx, userId: string, channel: PhoneChannel): Promise<void> {
  await db
    .update(phoneMessages)
    .set({ state: 'void', claimedAt: null })
    .where(
      and(
        eq(phoneMessages.userId, userId),
        eq(phoneMessages.channel, channel),
        eq(phoneMessages.state, 'pending'),
      ),
    );
}

export function listFailedMessages(db: DbOrTx, limit: number) {
  return db
    .select({
      id: phoneMessages.id,
      channel: phoneMessages.channel,
      event: phoneMessages.event,
      toPhone: phoneMessages.toPhone,
      attempts: phoneMessages.attempts,
      lastError: phoneMessages.lastError,
      failedAt: phoneMessages.failedAt,
    })
    .from(phoneMessages)
    .where(eq(phoneMessages.state, 'failed'))
    .orderBy(desc(phoneMessages.failedAt))
    .limit(limit);
}

/**
 * Puts a message that gave up back in the queue with all its tries, due `now`; only while it is
 * still failed, in one statement, so two admins pressing at once requeue it once. Its last error
 * stays until a try succeeds. Null when the message is not failed (or does not exist).
 */
export async function requeueFailedMessage(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(phoneMessages)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, failedAt: null, claimedAt: null })
    .where(and(eq(phoneMessages.id, id), eq(phoneMessages.state, 'failed')))
    .returning({ id: phoneMessages.id });
  return row ?? null;
}

export async function phoneMessageExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: phoneMessages.id })
    .from(phoneMessages)
    .where(eq(phoneMessages.id, id))
    .limit(1);
  return row !== undefined;
}

/** The provider's word on a message it took (WhatsApp's status webhook); false when none matches. */
export async function recordDeliveryStatus(db: DbOrTx, providerMessageId: string, status: string) {
  const rows = await db
    .update(phoneMessages)
    .set({ deliveryStatus: status })
    .where(eq(phoneMessages.providerMessageId, providerMessageId))
    .returning({ id: phoneMessages.id });
  return rows.length > 0;
}
