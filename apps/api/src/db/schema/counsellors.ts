import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, requiredLink, stampedNow } from './columns.ts';
import { defaultWeeklyHours, type WeeklyHours } from '@sukoon/contract/counsellor-hours';
import { users } from './users.ts';

/**
 * A counsellor's public profile and calendar; the account (e-mail, password, role 'counsellor')
 * is the `users` row it belongs to, so a counsellor logs in like anyone else.
 */
export const counsellors = pgTable(
  'counsellors',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id),
    /** The address of the public profile, /counsellors/{slug}; never changes once given. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    languages: text('languages').array().notNull(),
    specialities: text('specialities').array().notNull(),
    qualifications: text('qualifications').notNull().default(''),
    registrationNumber: text('registration_number'),
    yearsOfExperience: integer('years_of_experience'),
    photo: text('photo'),
    /** Slot hours per weekday, '0' (Sunday) … '6'; every day 9–20 until the counsellor changes it. */
    weeklyHours: jsonb('weekly_hours')
      .$type<WeeklyHours>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(defaultWeeklyHours())}'::jsonb`)),
    /** Inactive counsellors take no new bookings; what they already have stays. */
    active: boolean('active').notNull().default(true),
    /** When "any available counsellor" last gave them a session: the least recent is chosen first. */
    lastAssignedAt: instant('last_assigned_at'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [
    uniqueIndex('counsellors_user_id_unique').on(table.userId),
    uniqueIndex('counsellors_slug_unique').on(table.slug),
    index('counsellors_active_idx').on(table.active),
    check(
      'counsellors_years_check',
      sql`${table.yearsOfExperience} is null or ${table.yearsOfExperience} between 0 and 70`,
    ),
  ],
);

/** A single-use invitation link: only its SHA-256 is kept. */
export const counsellorInvitations = pgTable(
  'counsellor_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    counsellorId: requiredLink('counsellor_id', () => counsellors.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: stampedNow('created_at'),
  },
  (table) => [index('counsellor_invitations_counsellor_idx').on(table.counsellorId)],
);

/** Days a counsellor is away, inclusive IST dates; ranges of one counsellor never overlap (checked on write). */
export const counsellorTimeOff = pgTable(
  'counsellor_time_off',
  {
    id: idColumn(),
    counsellorId: requiredLink('counsellor_id', () => counsellors.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    index('counsellor_time_off_counsellor_idx').on(table.counsellorId, table.fromDate),
    check('counsellor_time_off_range_check', sql`${table.toDate} >= ${table.fromDate}`),
  ],
);
