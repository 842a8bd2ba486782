import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counsellorInvitations, counsellors, users } from '../../db/schema/index.ts';
import { hasJoined } from './counsellors-repository.ts';

export async function insertInvitation(
  db: DbOrTx,
  values: { tokenHash: string; counsellorId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(counsellorInvitations).values(values);
}

/** Voids the links not used yet: only the newest invitation works. */
export async function deleteUnusedInvitations(db: DbOrTx, counsellorId: string): Promise<void> {
  await db
    .delete(counsellorInvitations)
    .where(and(eq(counsellorInvitations.counsellorId, counsellorId), isNull(counsellorInvitations.usedAt)));
}

/** An invitation with the account it opens. */
export async function findInvitation(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      counsellorId: counsellorInvitations.counsellorId,
      expiresAt: counsellorInvitations.expiresAt,
      usedAt: counsellorInvitations.usedAt,
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      joined: hasJoined,
    })
    .from(counsellorInvitations)
    .innerJoin(counsellors, eq(counsellors.id, counsellorInvitations.counsellorId))
    .innerJoin(users, eq(users.id, counsellors.userId))
    .where(eq(counsellorInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the invitation used, once: two requests racing with one link cannot both succeed. */
export async function claimInvitation(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(counsellorInvitations)
    .set({ usedAt: now })
    .where(and(eq(counsellorInvitations.tokenHash, tokenHash), isNull(counsellorInvitations.usedAt)))
    .returning({ tokenHash: counsellorInvitations.tokenHash });
  return rows.length === 1;
}

/** The counsellor's first password; it also proves the e-mail, and ends any older session. */
export async function setFirstPassword(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      emailVerifiedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
