import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, users, webhookEvents } from '../../db/schema/index.ts';
import type { PaymentRow, PurchasePurpose } from './purchase-handler.ts';

export type NewPaymentRow = typeof payments.$inferInsert;

/** Serialises one user's order creation, so two clicks cannot make two orders for one thing. */
export async function lockUserForOrders(tx: DbOrTx, userId: string): Promise<void> {
  // "no key update" still lets other transactions insert rows that reference the user.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The user's newest 'created' order for the same item and amount since `since`. */
export async function findOpenOrder(
  tx: DbOrTx,
  item: {
    userId: string;
    purpose: PurchasePurpose;
    courseId?: string;
    webinarId?: string;
    appointmentId?: string;
    amountPaise: number;
  },
  since: Date,
): Promise<PaymentRow | undefined> {
  const sameOrNull = (
    column: typeof payments.courseId | typeof payments.webinarId | typeof payments.appointmentId,
    value: string | undefined,
  ): SQL => (value === undefined ? isNull(column) : eq(column, value));
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, item.userId),
        eq(payments.purpose, item.purpose),
        inArray(payments.status, ['starting', 'created']),
        eq(payments.amountPaise, item.amountPaise),
        sameOrNull(payments.courseId, item.courseId),
        sameOrNull(payments.webinarId, item.webinarId),
        sameOrNull(payments.appointmentId, item.appointmentId),
        gte(payments.createdAt, since),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function insertPayment(tx: DbOrTx, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

/** starting → created, with the id the provider gave the order. */
export async function setProviderOrderId(db: DbOrTx, id: string, orderId: string, now: Date): Promise<void> {
  const opened = await db
    .update(payments)
    .set({ providerOrderId: orderId, status: 'created', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'starting')))
    .returning({ id: payments.id });
  if (opened.length === 0) throw new Error(`payment ${id} was no longer starting`);
}

/** starting → failed: the provider refused or never answered, so no order of it can be paid. */
export async function markOrderFailed(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'starting')));
}

/** The order's own row (not a second payment of it). */
export async function findPaymentByOrderId(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, orderId), isNull(payments.duplicateOf)))
    .limit(1);
  return row;
}

/**
 * Keeps a second provider payment of an order that was already paid as its own paid row (once per
 * provider payment id), so its refund can be owed and made like any other.
 */
export async function recordSecondPayment(
  tx: DbOrTx,
  order: PaymentRow,
  providerPaymentId: string,
  now: Date,
): Promise<PaymentRow> {
  await tx
    .insert(payments)
    .values({
      userId: order.userId,
      purpose: order.purpose,
      courseId: order.courseId,
      webinarId: order.webinarId,
      appointmentId: order.appointmentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
      provider: order.provider,
      receipt: order.receipt,
      providerOrderId: order.providerOrderId,
      duplicateOf: order.id,
      providerPaymentId,
      status: 'paid',
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payments.providerPaymentId });
  const [row] = await tx.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  if (row?.providerOrderId !== order.providerOrderId) {
    throw new Error(`second payment ${providerPaymentId} was not recorded`);
  }
  return row;
}

/** Who to send a purchase's confirmation to. */
export async function findBuyer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findPaymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** created → paid, only forward. */
export async function markPaid(
  tx: DbOrTx,
  id: string,
  providerPaymentId: string,
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: now, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')))
    .returning();
  if (!row) throw new Error(`payment ${id} was not awaiting payment`);
  return row;
}

// A paid payment whose effect could not be applied owes a refund: its refund_state is "owed"
// (nobody is refunding it) or "claimed" (one caller is talking to the provider), then "refunded".
const REFUND_DUE = ['owed', 'claimed'] as const;
export const owesRefund = (row: PaymentRow) =>
  row.status === 'paid' && (row.refundState === 'owed' || row.refundState === 'claimed');

export async function markRefundOwed(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ refundState: 'owed', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'paid'), eq(payments.refundState, 'none')));
}

/** Paid payments with a refund owed (or claimed by an attempt that may have died), oldest first. */
export function listRefundsDue(db: DbOrTx, limit: number) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), inArray(payments.refundState, [...REFUND_DUE])))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Compare-and-set: true for the one caller that may now ask the provider for the refund. */
export async function claimRefund(db: DbOrTx, id: string, now: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundState: 'claimed', updatedAt: now })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'paid'),
        or(
          eq(payments.refundState, 'owed'),
          // A claim left behind by a crashed attempt.
          and(eq(payments.refundState, 'claimed'), lt(payments.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

export async function releaseRefundClaim(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ refundState: 'owed', updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.refundState, 'claimed')));
}

/** paid → refunded; the row when this call moved it, undefined when it was not paid. */
export async function markRefunded(
  db: DbOrTx,
  id: string,
  refundId: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'refunded',
      refundState: 'refunded',
      providerRefundId: refundId,
      refundedAt: now,
      updatedAt: now,
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'paid')))
    .returning();
  return row;
}

/** False when the event was handled before. */
export async function recordWebhookEvent(tx: DbOrTx, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values({ id, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}
