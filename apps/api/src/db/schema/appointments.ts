import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, optionalLink, requiredLink, stampedNow } from './columns.ts';
import { users } from './users.ts';
import { payments } from './payments.ts';
import { counsellors } from './counsellors.ts';
import { sealedText } from './sealed-columns.ts';

export const APPOINTMENT_STATUSES = [
  'awaiting_payment',
  'pending',
  'accepted',
  'rejected',
  'cancelled',
  'expired',
] as const;

/**
 * Statuses that occupy a slot. The partial unique indexes below allow one per counsellor, date and
 * slot, and one per date and slot among appointments without a counsellor (the spec's one calendar).
 */
export const LIVE_APPOINTMENT_STATUSES = ['awaiting_payment', 'pending', 'accepted'] as const;

export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id),
    /** IST calendar day. */
    date: date('date', { mode: 'string' }).notNull(),
    /** IST hour, 9–20. */
    slot: integer('slot').notNull(),
    /** Encrypted at rest: what the client wrote about why they come. */
    reason: sealedText('reason').notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('awaiting_payment'),
    paymentId: optionalLink('payment_id', () => payments.id),
    /** Who holds the session; null in the spec's one-calendar practice (no active counsellor). */
    counsellorId: optionalLink('counsellor_id', () => counsellors.id),
    /** Until when an unpaid hold keeps the slot: 15 minutes from when it was first taken, never more. */
    holdExpiresAt: instant('hold_expires_at'),
    /** The client address that took the hold; a few live holds per address at most. */
    heldFrom: text('held_from'),
    /** The session room, made when the session is accepted; only its client and counsellor see it. */
    meetingLink: text('meeting_link'),
    /** The calendar entry's SEQUENCE: raised each time the session moves or is cancelled. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** When the client moved the session; a session moves once. */
    rescheduledAt: instant('rescheduled_at'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [
    uniqueIndex('appointments_live_slot_unique')
      .on(table.date, table.slot)
      .where(
        sql`${table.status} in ('awaiting_payment', 'pending', 'accepted') and ${table.counsellorId} is null`,
      ),
    uniqueIndex('appointments_live_counsellor_slot_unique')
      .on(table.counsellorId, table.date, table.slot)
      .where(
        sql`${table.status} in ('awaiting_payment', 'pending', 'accepted') and ${table.counsellorId} is not null`,
      ),
    index('appointments_date_idx').on(table.date),
    // The admin's list filtered by status, newest date first.
    index('appointments_status_date_idx').on(table.status, table.date, table.slot),
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

/**
 * A counsellor's private notes on one session: nobody else, admins included, reads them. One row
 * per author, so a request moved to another counsellor leaves the first one's notes with them.
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    appointmentId: requiredLink('appointment_id', () => appointments.id, { onDelete: 'cascade' }),
    counsellorId: requiredLink('counsellor_id', () => counsellors.id),
    /** Encrypted at rest. */
    body: sealedText('body').notNull(),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [primaryKey({ columns: [table.appointmentId, table.counsellorId] })],
);
