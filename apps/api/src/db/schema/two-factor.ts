import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, instant, requiredLink, stampedNow } from './columns.ts';
import { users } from './users.ts';

/**
 * A staff member's authenticator (decision 023). A row without `enabledAt` is a setup waiting for
 * its first code. The secret is sealed at rest like session notes (two-factor-repository.ts).
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 TOTP secret, sealed (`sealed:v1:…`). */
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: instant('enabled_at'),
  /** The last 30-second step whose code was accepted: it and older ones are never accepted again. */
  lastUsedStep: integer('last_used_step'),
  createdAt: stampedNow('created_at'),
  updatedAt: stampedNow('updated_at'),
});

/** Ten single-use codes per staff member with two-step sign-in on, as SHA-256. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: idColumn(),
    userId: requiredLink('user_id', () => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: stampedNow('created_at'),
  },
  // Also the index of a user's codes (its first column).
  (table) => [uniqueIndex('two_factor_recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);
