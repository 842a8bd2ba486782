import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { payments } from './payments.ts';

export const APPOINTMENT_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'expired',
] as const;

/** Statuses that occupy a slot; the partial unique index below allows one per date and slot. */
export const LIVE_APPOINTMENT_STATUSES = ['awaiting_payment', 'pending', 'accepted'] as const;

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** IST calendar day. */
    date: date('date', { mode: 'string' }).notNull(),
    /** IST hour, 9–20. */
    slot: integer('slot').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('awaiting_payment'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** Until when an unpaid hold keeps the slot: 15 minutes from when it was first taken, never more. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The client address that took the hold; a few live holds per address at most. */
    heldFrom: text('held_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appointments_live_slot_unique')
      .on(table.date, table.slot)
      .where(sql`${table.status} in ('awaiting_payment', 'pending', 'accepted')`),
    index('appointments_date_idx').on(table.date),
    index('appointments_user_id_idx').on(table.userId),
    index('appointments_open_hold_address_idx')
      .on(table.heldFrom)
      .where(sql`${table.status} = 'awaiting_payment'`),
    check('appointments_slot_check', sql`${table.slot} between 9 and 20`),
    check(
      'appointments_status_check',
      sql`${table.status} in ('awaiting_payment', 'pending', 'accepted', 'rejected', 'cancelled', 'expired')`,
    ),
  ],
);
