import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets, pendingRegistrations } from '../../db/schema/index.ts';
import { deleteExpiredGoogleSignInCodes } from './google-sign-in-code-repository.ts';

/**
 * A sign-up left unverified this long is forgotten. Until then a login with its password says
 * the e-mail waits for its OTP; afterwards the person simply signs up again.
 */
export const PENDING_SIGN_UP_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Reset codes live 10 minutes; a day after that their row tells nothing anyone needs. */
export const EXPIRED_RESET_KEPT_MS = 24 * 60 * 60 * 1000;
/** When the sweep runs: hourly, at a minute no other job uses (UTC cron). */
export const STALE_AUTH_ROWS_SWEEP_CRON = '17 * * * *';

/**
 * Deletes sign-ups nobody finished, reset codes long expired and Google sign-in codes nobody
 * collected. The first two take a row for any address anyone types (by design: see decision
 * 005), so without this they only ever grow.
 */
export async function deleteStaleAuthRows(
  db: DbOrTx,
  now: Date,
): Promise<{ pendingSignUps: number; passwordResets: number; googleSignInCodes: number }> {
  const signUps = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.updatedAt, new Date(now.getTime() - PENDING_SIGN_UP_KEPT_MS)))
    .returning({ id: pendingRegistrations.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.otpExpiresAt, new Date(now.getTime() - EXPIRED_RESET_KEPT_MS)))
    .returning({ email: passwordResets.email });
  const googleSignInCodes = await deleteExpiredGoogleSignInCodes(db, now);
  return { pendingSignUps: signUps.length, passwordResets: resets.length, googleSignInCodes };
}
