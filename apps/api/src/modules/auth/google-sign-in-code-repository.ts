import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { googleSignInCodes } from '../../db/schema/index.ts';

export type NewGoogleSignInCode = typeof googleSignInCodes.$inferInsert;

export async function saveGoogleSignInCode(db: DbOrTx, row: NewGoogleSignInCode): Promise<void> {
  await db.insert(googleSignInCodes).values(row);
}

/** Deletes the code as it reads it, in one statement, so two requests racing with it cannot both win. */
export async function redeemGoogleSignInCode(
  db: DbOrTx,
  codeHash: string,
  browserKeyHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .delete(googleSignInCodes)
    .where(
      and(
        eq(googleSignInCodes.codeHash, codeHash),
        eq(googleSignInCodes.browserKeyHash, browserKeyHash),
        gt(googleSignInCodes.expiresAt, now),
      ),
    )
    .returning({ userId: googleSignInCodes.userId });
  return row?.userId;
}

export async function deleteExpiredGoogleSignInCodes(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(googleSignInCodes)
    .where(lt(googleSignInCodes.expiresAt, now))
    .returning({ codeHash: googleSignInCodes.codeHash });
  return rows.length;
}
