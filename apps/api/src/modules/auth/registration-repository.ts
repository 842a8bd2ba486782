import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_MAX_FAILED_ATTEMPTS } from '@sukoon/contract/auth-messages';
import type { DbOrTx } from '../../db/client.ts';
import { pendingRegistrations } from '../../db/schema/index.ts';

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

export interface PendingRegistrationInput {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
  otpHash: string;
  otpExpiresAt: Date;
  /** The agreement to the terms and privacy policy, when the sign-up gave it (all three or none). */
  termsAcceptedAt?: Date | null;
  termsVersion?: string | null;
  privacyVersion?: string | null;
}

/** One pending sign-up per e-mail: registering again replaces the details and the code. */
export async function savePendingRegistration(
  db: DbOrTx,
  input: PendingRegistrationInput,
  now: Date,
): Promise<void> {
  const { email: _email, ...details } = input;
  await db
    .insert(pendingRegistrations)
    .values({ ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pendingRegistrations.email,
      set: { ...details, otpFailedAttempts: 0, updatedAt: now },
    });
}

export async function findPendingByEmail(
  db: DbOrTx,
  email: string,
): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.email, email))
    .limit(1);
  return row;
}

/** A new code and fresh tries for the sign-up waiting under this e-mail, if there is one. */
export async function renewPendingOtp(
  db: DbOrTx,
  email: string,
  otpHash: string,
  otpExpiresAt: Date,
  now: Date,
): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ otpHash, otpExpiresAt, otpFailedAttempts: 0, updatedAt: now })
    .where(eq(pendingRegistrations.email, email))
    .returning();
  return row;
}

/**
 * Counts a try before the code is compared, in one statement, so parallel guesses cannot
 * outrun the limit. Undefined when there is no pending sign-up or its tries are used up.
 */
export async function claimRegistrationOtpTry(
  db: DbOrTx,
  email: string,
): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ otpFailedAttempts: sql`${pendingRegistrations.otpFailedAttempts} + 1` })
    .where(
      and(
        eq(pendingRegistrations.email, email),
        lt(pendingRegistrations.otpFailedAttempts, OTP_MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

export async function deletePendingById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
}
