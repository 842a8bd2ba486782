import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pendingRegistrations, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The account that verified this number (by SMS): the only one it is proof of. */
export async function findVerifiedPhoneHolder(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row;
}

/**
 * Who a login by this number may be: the account that verified it alone, or else its `limit` most
 * recent unverified holders (several accounts may type one number; DESIGN "Phones").
 */
export async function findPhoneHolders(db: DbOrTx, phone: string, limit: number): Promise<UserRow[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.phone, phone))
    .orderBy(sql`${users.phoneVerifiedAt} is null`, desc(users.createdAt), desc(users.id))
    .limit(limit);
  const verified = rows.find((row) => row.phoneVerifiedAt !== null);
  return verified ? [verified] : rows;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: DbOrTx, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Sets a new password hash and raises the token version, so every older token stops working. */
export async function replacePassword(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function makeAdmin(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, userId));
}

/** Links a Google account only if the user has none yet (or this very one). */
export async function linkGoogleSubject(
  db: DbOrTx,
  userId: string,
  subject: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ googleSubject: subject, updatedAt: now })
    .where(
      and(eq(users.id, userId), sql`(${users.googleSubject} is null or ${users.googleSubject} = ${subject})`),
    )
    .returning();
  return row;
}

/** A new account replaces any sign-up still waiting for its OTP under the same e-mail. */
export async function deletePendingRegistration(db: DbOrTx, email: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
}

export async function hasAnyAdmin(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}
