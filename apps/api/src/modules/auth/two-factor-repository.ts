import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffTwoFactor, twoFactorRecoveryCodes } from '../../db/schema/index.ts';
import { openTwoFactorSecret, sealTwoFactorSecret } from '../../db/sealed-places.ts';

// The only file that seals or opens a TOTP secret, each bound to its user's row (decision 021).

export interface TwoFactorRow {
  userId: string;
  /** The base32 secret, opened. */
  secret: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

export async function findTwoFactor(db: DbOrTx, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId)).limit(1);
  if (!row) return undefined;
  return {
    userId: row.userId,
    secret: openTwoFactorSecret(row.userId, row.secretSealed),
    enabledAt: row.enabledAt,
    lastUsedStep: row.lastUsedStep,
  };
}

/** Whether the user has two-step sign-in on (the secret is not opened). */
export async function isTwoFactorOn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: staffTwoFactor.enabledAt })
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.userId, userId))
    .limit(1);
  return Boolean(row?.enabledAt);
}

/** A new setup replaces one not yet confirmed; never one that is on. False when it is on. */
export async function savePendingSecret(
  db: DbOrTx,
  userId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(staffTwoFactor)
    .values({ userId, secretSealed: sealTwoFactorSecret(userId, secret), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: staffTwoFactor.userId,
      set: { secretSealed: sealTwoFactorSecret(userId, secret), lastUsedStep: null, updatedAt: now },
      setWhere: isNull(staffTwoFactor.enabledAt),
    })
    .returning({ userId: staffTwoFactor.userId });
  return rows.length > 0;
}

/**
 * Records `step` as used, only if it is newer than the last one: of two requests with the same
 * code, one wins. False when the step was already used.
 */
export async function useTotpStep(db: DbOrTx, userId: string, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffTwoFactor)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(
      and(
        eq(staffTwoFactor.userId, userId),
        or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: staffTwoFactor.userId });
  return rows.length > 0;
}

/** Turns a pending setup on, with fresh recovery codes in place of any older ones. */
export async function enableTwoFactor(
  db: DbOrTx,
  userId: string,
  recoveryCodeHashes: string[],
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(staffTwoFactor)
    .set({ enabledAt: now, updatedAt: now })
    .where(and(eq(staffTwoFactor.userId, userId), isNull(staffTwoFactor.enabledAt)))
    .returning({ userId: staffTwoFactor.userId });
  if (!row) return false;
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  return true;
}

/** Marks an unused recovery code used; false when there is none such (wrong, or used already). */
export async function useRecoveryCode(
  db: DbOrTx,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Two-step sign-in off: the secret and the recovery codes go. */
export async function deleteTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
}
