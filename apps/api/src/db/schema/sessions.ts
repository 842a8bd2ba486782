import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant, optionalLink, requiredLink, stampedNow } from './columns.ts';
import { users } from './users.ts';
import { appointments } from './appointments.ts';

/** What a session's timed jobs tell a person: the two reminders, and an expired request. */
export const APPOINTMENT_NOTICE_KINDS = ['reminder-24h', 'reminder-1h', 'expired'] as const;
export type AppointmentNoticeKind = (typeof APPOINTMENT_NOTICE_KINDS)[number];

/**
 * One row per notice owed to one person about one session: the unique index makes it exactly once
 * however many instances or retries record it. The row is written with the in-app notification, in
 * one transaction, before the e-mail; `mailedAt` says the e-mail went, `mailClaimedAt` which attempt
 * is sending it, so a failed mail is sent again by a retry and never twice.
 */
export const appointmentNotices = pgTable(
  'appointment_notices',
  {
    id: idColumn(),
    appointmentId: requiredLink('appointment_id', () => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPOINTMENT_NOTICE_KINDS }).notNull(),
    userId: requiredLink('user_id', () => users.id, { onDelete: 'cascade' }),
    mailClaimedAt: instant('mail_claimed_at'),
    mailedAt: instant('mailed_at'),
    createdAt: stampedNow('created_at'),
  },
  (table) => [
    uniqueIndex('appointment_notices_unique').on(table.appointmentId, table.kind, table.userId),
    index('appointment_notices_unmailed_idx')
      .on(table.createdAt)
      .where(sql`${table.mailedAt} is null`),
    check('appointment_notices_kind_check', sql`${table.kind} in ('reminder-24h', 'reminder-1h', 'expired')`),
  ],
);

export const SESSION_OUTCOMES = ['completed', 'no_show'] as const;

/**
 * How an accepted session went, as its counsellor (or an admin) says after its end. A row of its
 * own rather than a status: the session stays 'accepted', so the live-slot indexes, the statuses
 * clients and admins see, and the refund rules are untouched.
 */
export const appointmentOutcomes = pgTable(
  'appointment_outcomes',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: SESSION_OUTCOMES }).notNull(),
    /** Who said so; null once that account is gone. */
    markedBy: optionalLink('marked_by', () => users.id, { onDelete: 'set null' }),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [check('appointment_outcomes_outcome_check', sql`${table.outcome} in ('completed', 'no_show')`)],
);

/** The client's word after a session: once per appointment (the primary key). Admins read it. */
export const appointmentFeedback = pgTable(
  'appointment_feedback',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: stampedNow('created_at'),
  },
  (table) => [
    check('appointment_feedback_rating_check', sql`${table.rating} between 1 and 5`),
    index('appointment_feedback_created_idx').on(table.createdAt),
  ],
);

export const ROOM_ROLES = ['client', 'counsellor'] as const;

/**
 * Who was in a session's room, and when: a row per join, closed by its leave (null while the
 * person is still there, or when an instance stopped without saying goodbye). The desk and admins
 * read it; the outcome form says when the client never joined.
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: idColumn(),
    appointmentId: requiredLink('appointment_id', () => appointments.id, { onDelete: 'cascade' }),
    userId: requiredLink('user_id', () => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROOM_ROLES }).notNull(),
    joinedAt: instant('joined_at').notNull(),
    leftAt: instant('left_at'),
  },
  (table) => [
    index('session_attendance_appointment_idx').on(table.appointmentId, table.joinedAt),
    index('session_attendance_user_idx').on(table.userId),
    check('session_attendance_role_check', sql`${table.role} in ('client', 'counsellor')`),
  ],
);
