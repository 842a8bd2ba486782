import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_MAX_FAILED_ATTEMPTS } from '@sukoon/contract/auth-messages';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export type PasswordReset = typeof passwordResets.$inferSelect;

/** One live reset code per address, with or without an account; asking again replaces it and its tries. */
export async function savePasswordReset(
  db: DbOrTx,
  email: string,
  otpHash: string,
  otpExpiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ email, otpHash, otpExpiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: passwordResets.email,
      set: { otpHash, otpExpiresAt, otpFailedAttempts: 0, createdAt: now },
    });
}

/** Counts a try before comparing (see claimRegistrationOtpTry). */
export async function claimPasswordResetTry(db: DbOrTx, email: string): Promise<PasswordReset | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ otpFailedAttempts: sql`${passwordResets.otpFailedAttempts} + 1` })
    .where(
      and(eq(passwordResets.email, email), lt(passwordResets.otpFailedAttempts, OTP_MAX_FAILED_ATTEMPTS)),
    )
    .returning();
  return row;
}

/** True when there was a code to delete. */
export async function deletePasswordReset(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .delete(passwordResets)
    .where(eq(passwordResets.email, email))
    .returning({ email: passwordResets.email });
  return rows.length > 0;
}
