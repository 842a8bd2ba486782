import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, instant, requiredLink, stampedNow } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    /**
     * Ten Indian mobile digits, without +91; null for accounts made through Google. Unverified until
     * `phoneVerifiedAt`: several accounts may hold one unverified number (DESIGN "Phones").
     */
    phone: text('phone'),
    /** When an SMS code proved this account holds `phone`; only then is the number its alone. */
    phoneVerifiedAt: instant('phone_verified_at'),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'counsellor', 'admin'] })
      .notNull()
      .default('user'),
    googleSubject: text('google_subject'),
    /** Raised on every password change or reset; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    hobby: text('hobby').notNull().default(''),
    language: text('language').notNull().default('English (US)'),
    dob: date('dob', { mode: 'string' }),
    address: text('address').notNull().default(''),
    gender: text('gender').notNull().default(''),
    /** For invoices issued afterwards (GET/PUT /api/me/billing); '' when not given. */
    billingGstin: text('billing_gstin').notNull().default(''),
    /** The two-digit GST state code; '' when not given (treated as the seller's state). */
    billingState: text('billing_state').notNull().default(''),
    emailVerifiedAt: stampedNow('email_verified_at'),
    /** When the person erased their account: the row stays, anonymised, for the records tax law keeps. */
    erasedAt: instant('erased_at'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // A verified number is one account's; unverified ones are found by this index too (login by phone).
    uniqueIndex('users_verified_phone_unique')
      .on(table.phone)
      .where(sql`${table.phoneVerifiedAt} is not null`),
    index('users_phone_idx').on(table.phone),
    uniqueIndex('users_google_subject_unique').on(table.googleSubject),
    index('users_created_at_idx').on(table.createdAt),
    // The admin's counsellor list is in name order: a page walks this, not every counsellor.
    index('users_name_idx').on(table.firstName, table.lastName),
    check('users_phone_verified_check', sql`${table.phoneVerifiedAt} is null or ${table.phone} is not null`),
    check('users_role_check', sql`${table.role} in ('user', 'counsellor', 'admin')`),
  ],
);

/** A sign-up waiting for its e-mail OTP; kept in the database so it survives a restart. */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: idColumn(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: instant('otp_expires_at').notNull(),
    otpFailedAttempts: integer('otp_failed_attempts').notNull().default(0),
    /** When the sign-up agreed to the terms and privacy policy, and to which versions; recorded at verification. */
    termsAcceptedAt: instant('terms_accepted_at'),
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  // No index on phone: an unverified sign-up claims no number (a login by phone finds accounts only).
  (table) => [
    uniqueIndex('pending_registrations_email_unique').on(table.email),
    check(
      'pending_registrations_terms_check',
      sql`(${table.termsAcceptedAt} is null) = (${table.termsVersion} is null) and (${table.termsVersion} is null) = (${table.privacyVersion} is null)`,
    ),
  ],
);

/**
 * A Google sign-in waiting for the login page to collect it: a one-time code in the page's address,
 * good only with the cookie set beside it in the browser that signed in. Both are kept as SHA-256.
 */
export const googleSignInCodes = pgTable('google_sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  browserKeyHash: text('browser_key_hash').notNull(),
  userId: requiredLink('user_id', () => users.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  createdAt: stampedNow('created_at'),
});

/**
 * One live password-reset OTP per e-mail address, asked for by anyone: an address without an
 * account gets a row too (its code is never sent), so asking costs the same either way.
 */
export const passwordResets = pgTable('password_resets', {
  /** Lower-case, as typed; not a reference to users, since it need not name an account. */
  email: text('email').primaryKey(),
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: instant('otp_expires_at').notNull(),
  otpFailedAttempts: integer('otp_failed_attempts').notNull().default(0),
  createdAt: stampedNow('created_at'),
});
