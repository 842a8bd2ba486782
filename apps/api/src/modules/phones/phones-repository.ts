import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences, phoneVerifications, users } from '../../db/schema/index.ts';

/** The reads and writes of a person's number, its pending code and their channel choices. */

export async function findPhoneHolder(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .limit(1);
  return row;
}

/** The account that verified this number, if one did. */
export async function findVerifiedHolder(db: DbOrTx, phone: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row;
}

/** A new code replaces any earlier one, with its tries counted afresh. */
export async function saveVerificationCode(
  db: DbOrTx,
  row: { userId: string; phone: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .insert(phoneVerifications)
    .values({ ...row, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: phoneVerifications.userId,
      set: {
        phone: row.phone,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        failedAttempts: 0,
        createdAt: row.createdAt,
      },
    });
}

/**
 * Counts this try before the code is compared, in one statement, so parallel guesses each use up a
 * try. Undefined when no code was sent to this number for this account.
 */
export async function claimVerificationTry(db: DbOrTx, userId: string, phone: string) {
  const [row] = await db
    .update(phoneVerifications)
    .set({ failedAttempts: sql`${phoneVerifications.failedAttempts} + 1` })
    .where(and(eq(phoneVerifications.userId, userId), eq(phoneVerifications.phone, phone)))
    .returning({
      otpHash: phoneVerifications.codeHash,
      otpExpiresAt: phoneVerifications.expiresAt,
      otpFailedAttempts: phoneVerifications.failedAttempts,
    });
  return row;
}

export async function deleteVerificationCode(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
}

/** The number is this account's, proven now. */
export async function setVerifiedPhone(tx: DbOrTx, userId: string, phone: string, now: Date): Promise<void> {
  await tx.update(users).set({ phone, phoneVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** A verified number leaves the profiles of the accounts that only typed it (DESIGN "Phones"). */
export async function releaseFromUnverifiedHolders(
  tx: DbOrTx,
  phone: string,
  verifiedBy: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ phone: null, updatedAt: now })
    .where(and(eq(users.phone, phone), isNull(users.phoneVerifiedAt), ne(users.id, verifiedBy)));
}

export async function clearPhone(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ phone: null, phoneVerifiedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export type StoredPreferences = Pick<
  typeof notificationPreferences.$inferSelect,
  'email' | 'sms' | 'whatsapp' | 'push'
>;

/** Locked when `forUpdate`: two changes to one person's choices write their consents in turn. */
export async function findPreferences(
  db: DbOrTx,
  userId: string,
  forUpdate = false,
): Promise<StoredPreferences | undefined> {
  const query = db
    .select({
      email: notificationPreferences.email,
      sms: notificationPreferences.sms,
      whatsapp: notificationPreferences.whatsapp,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function savePreferences(
  tx: DbOrTx,
  userId: string,
  preferences: StoredPreferences,
  now: Date,
): Promise<void> {
  await tx
    .insert(notificationPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: now } });
}
