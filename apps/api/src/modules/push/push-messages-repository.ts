import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppLocale } from '@sukoon/contract/languages';
import type { PhoneEvent } from '@sukoon/contract/phones';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointments,
  pushMessages,
  pushSubscriptions,
  type PushMessageInputs,
} from '../../db/schema/index.ts';

/** The push notices owed: one per device and event occurrence, then sent and retried. */

export interface NewPushMessage {
  subscriptionId: string;
  userId: string;
  event: PhoneEvent;
  eventKey: string;
  appointmentId: string | null;
  language: AppLocale;
  inputs: PushMessageInputs;
}

/** How many were recorded now; one already owed to that device for that event is kept. */
export async function insertPushMessages(tx: DbOrTx, rows: NewPushMessage[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(pushMessages)
    .values(rows.map((row) => ({ ...row, nextAttemptAt: now, createdAt: now })))
    .onConflictDoNothing({ target: [pushMessages.subscriptionId, pushMessages.eventKey] })
    .returning({ id: pushMessages.id });
  return inserted.length;
}

/** A session as it stands at send time: a reminder of one that moved or ended is not sent. */
export async function findSessionNow(db: DbOrTx, appointmentId: string) {
  const [row] = await db
    .select({ date: appointments.date, slot: appointments.slot, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

const isClaimable = (now: Date, staleBefore: Date) =>
  and(
    eq(pushMessages.state, 'pending'),
    lte(pushMessages.nextAttemptAt, now),
    or(isNull(pushMessages.claimedAt), lt(pushMessages.claimedAt, staleBefore)),
  );

/**
 * Takes the due notices nobody is sending (or whose sender died: claimed before `staleBefore`),
 * in one statement, so two instances never take the same one; each comes with its device's keys.
 */
export async function claimDuePushMessages(db: DbOrTx, now: Date, staleBefore: Date, limit: number) {
  const open = db
    .select({ id: pushMessages.id })
    .from(pushMessages)
    .where(isClaimable(now, staleBefore))
    .orderBy(asc(pushMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushMessages)
    .set({ claimedAt: now })
    .where(and(inArray(pushMessages.id, open), isClaimable(now, staleBefore)))
    .returning();
  if (claimed.length === 0) return [];
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((message) => message.subscriptionId),
      ),
    );
  const byId = new Map(devices.map((device) => [device.id, device]));
  return claimed.flatMap((message) => {
    const device = byId.get(message.subscriptionId);
    return device ? [{ ...message, device }] : [];
  });
}

export type ClaimedPushMessage = Awaited<ReturnType<typeof claimDuePushMessages>>[number];

type Outcome =
  | { state: 'sent'; attempts: number }
  | { state: 'failed'; attempts: number; lastError: string }
  | { state: 'retry'; attempts: number; lastError: string; nextAttemptAt: Date }
  | { state: 'void' };

export async function recordOutcome(db: DbOrTx, id: string, outcome: Outcome, now: Date): Promise<void> {
  const set =
    outcome.state === 'sent'
      ? { state: 'sent' as const, attempts: outcome.attempts, sentAt: now, lastError: null }
      : outcome.state === 'failed'
        ? {
            state: 'failed' as const,
            attempts: outcome.attempts,
            lastError: outcome.lastError,
            failedAt: now,
          }
        : outcome.state === 'retry'
          ? { attempts: outcome.attempts, lastError: outcome.lastError, nextAttemptAt: outcome.nextAttemptAt }
          : { state: 'void' as const };
  await db
    .update(pushMessages)
    .set({ ...set, claimedAt: null })
    .where(eq(pushMessages.id, id));
}

/** Push turned off: what was still owed to the person's devices is not sent. */
export async function voidPendingPushMessages(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(pushMessages)
    .set({ state: 'void', claimedAt: null })
    .where(and(eq(pushMessages.userId, userId), eq(pushMessages.state, 'pending')));
}
