import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_MAX_FAILED_ATTEMPTS } from '@sukoon/contract/auth-messages';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export type PasswordReset = typeof passwordResets.$inferSelect;

/** One live reset code per user; asking again replaces it and its tries. */
export async function savePasswordReset(
  db: DbOrTx,
  userId: string,
  otpHash: string,
  otpExpiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ userId, otpHash, otpExpiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: passwordResets.userId,
      set: { otpHash, otpExpiresAt, otpFailedAttempts: 0, createdAt: now },
    });
}

export async function findPasswordReset(db: DbOrTx, userId: string): Promise<PasswordReset | undefined> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).limit(1);
  return row;
}

/** Counts a try before comparing (see claimRegistrationOtpTry). */
export async function claimPasswordResetTry(db: DbOrTx, userId: string): Promise<PasswordReset | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ otpFailedAttempts: sql`${passwordResets.otpFailedAttempts} + 1` })
    .where(
      and(eq(passwordResets.userId, userId), lt(passwordResets.otpFailedAttempts, OTP_MAX_FAILED_ATTEMPTS)),
    )
    .returning();
  return row;
}

export async function deletePasswordReset(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
