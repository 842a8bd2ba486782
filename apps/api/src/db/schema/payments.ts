import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, optionalLink, requiredLink, stampedNow } from './columns.ts';
import { users } from './users.ts';
import { courses, webinars } from './content.ts';

/**
 * `starting`: recorded, and the provider has not yet answered the call that opens its order;
 * `created`: the provider's order is open, not paid. Then `paid`, `refunded`, or `failed`.
 */
export const PAYMENT_STATUSES = ['starting', 'created', 'paid', 'refunded', 'failed'] as const;
export const PAYMENT_PURPOSES = ['course', 'webinar', 'appointment'] as const;
/**
 * A paid payment whose effect could not be applied owes a refund: `owed` (nobody is asking the
 * provider for it), `claimed` (one attempt is), then `refunded` with the provider's refund id.
 */
export const REFUND_STATES = ['none', 'owed', 'claimed', 'refunded'] as const;

/**
 * Every order and payment, kept for good. Status only moves forward: starting → created → paid →
 * refunded, or starting → failed.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    courseId: optionalLink('course_id', () => courses.id),
    webinarId: optionalLink('webinar_id', () => webinars.id),
    /** Set for appointment payments; no foreign key to avoid a cycle with appointments.payment_id. */
    appointmentId: uuid('appointment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider', { enum: ['razorpay', 'simulated'] }).notNull(),
    receipt: text('receipt').notNull(),
    /**
     * The provider's order id. A `starting` row holds a placeholder (`pending_<uuid>`) until the
     * provider answers, since the column is NOT NULL and unique; the status, never this value,
     * says whether the order is open.
     */
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The provider's refund id, once the refund is made. */
    providerRefundId: text('provider_refund_id'),
    refundState: text('refund_state', { enum: REFUND_STATES }).notNull().default('none'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    /**
     * Set on a second, genuine payment of an order that was already paid (two tabs): it is kept as
     * its own row, under the same order id, and refunded.
     */
    duplicateOf: optionalLink('duplicate_of', (): AnyPgColumn => payments.id),
    createdAt: stampedNow('created_at'),
    paidAt: instant('paid_at'),
    refundedAt: instant('refunded_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [
    // One order row per provider order; its extra payments (duplicate_of set) share the order id.
    uniqueIndex('payments_provider_order_id_unique')
      .on(table.providerOrderId)
      .where(sql`${table.duplicateOf} is null`),
    uniqueIndex('payments_provider_payment_id_unique').on(table.providerPaymentId),
    uniqueIndex('payments_provider_refund_id_unique').on(table.providerRefundId),
    index('payments_user_id_idx').on(table.userId),
    // The background retry of refunds looks only at paid rows with a refund owed or claimed.
    index('payments_refund_due_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'paid' and ${table.refundState} in ('owed', 'claimed')`),
    check('payments_amount_check', sql`${table.amountPaise} > 0`),
    check(
      'payments_status_check',
      sql`${table.status} in ('starting', 'created', 'paid', 'refunded', 'failed')`,
    ),
    check(
      'payments_refund_state_check',
      sql`${table.refundState} in ('none', 'owed', 'claimed', 'refunded')`,
    ),
  ],
);

/** Webhook event ids already handled, so a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: stampedNow('received_at'),
});
