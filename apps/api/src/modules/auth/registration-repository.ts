import { and, desc, eq, lt, sql } from 'drizzle-orm';
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

/** Several unverified sign-ups may name one phone; the latest one counts. */
export async function findLatestPendingByPhone(
  db: DbOrTx,
  phone: string,
): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.phone, phone))
    .orderBy(desc(pendingRegistrations.updatedAt))
    .limit(1);
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
