import { and, asc, count, eq, ilike, inArray, isNull, like, max, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { counsellorInvitations, counsellors, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import { isUuid } from '../../lib/uuid.ts';

export type CounsellorRow = typeof counsellors.$inferSelect;
export type NewCounsellor = typeof counsellors.$inferInsert;

/** A counsellor's profile with the account it belongs to (names, e-mail, whether a password is set). */
/**
 * A counsellor has joined once they can sign in: with the password their invitation set, or with
 * Google, which proves the same e-mail the invitation went to.
 */
export const hasJoined = sql<boolean>`(${users.passwordHash} is not null or ${users.googleSubject} is not null)`;

const withAccount = {
  counsellor: counsellors,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  joined: hasJoined,
};

export interface CounsellorWithAccount {
  counsellor: CounsellorRow;
  firstName: string;
  lastName: string;
  email: string;
  joined: boolean;
}

const selectWithAccount = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(withAccount)
    .from(counsellors)
    .innerJoin(users, eq(users.id, counsellors.userId))
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(counsellors.createdAt), asc(counsellors.id));

export const listCounsellors = (db: DbOrTx, activeOnly: boolean): Promise<CounsellorWithAccount[]> =>
  selectWithAccount(db, activeOnly ? eq(counsellors.active, true) : undefined);

/** Every counsellor's id, names and whether they take bookings, in the order of `listCounsellors`. */
export const listCounsellorNames = (db: DbOrTx) =>
  db
    .select({
      id: counsellors.id,
      firstName: users.firstName,
      lastName: users.lastName,
      active: counsellors.active,
    })
    .from(counsellors)
    .innerJoin(users, eq(users.id, counsellors.userId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(counsellors.createdAt), asc(counsellors.id));

/** A counsellor whose first or last name or e-mail holds `q`. */
const counsellorMatching = (q: string | undefined) => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
};

/** One page of every counsellor (admin), in the order of `listCounsellors`. */
export const listCounsellorsPage = (
  db: DbOrTx,
  { q, offset, limit }: { q?: string | undefined; offset: number; limit: number },
): Promise<CounsellorWithAccount[]> =>
  selectWithAccount(db, counsellorMatching(q)).limit(limit).offset(offset);

export async function countCounsellors(db: DbOrTx, q?: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(counsellors)
    .innerJoin(users, eq(users.id, counsellors.userId))
    .where(counsellorMatching(q));
  return row?.total ?? 0;
}

export async function findCounsellor(db: DbOrTx, id: string): Promise<CounsellorWithAccount | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectWithAccount(db, eq(counsellors.id, id));
  return row;
}

/** An active counsellor by id or by the slug of their public page. */
export async function findActiveCounsellor(
  db: DbOrTx,
  idOrSlug: string,
): Promise<CounsellorWithAccount | undefined> {
  const named = isUuid(idOrSlug)
    ? or(eq(counsellors.id, idOrSlug), eq(counsellors.slug, idOrSlug))
    : eq(counsellors.slug, idOrSlug);
  const [row] = await selectWithAccount(db, and(eq(counsellors.active, true), named));
  return row;
}

export async function findCounsellorByUserId(db: DbOrTx, userId: string): Promise<CounsellorRow | undefined> {
  const [row] = await db.select().from(counsellors).where(eq(counsellors.userId, userId)).limit(1);
  return row;
}

/** Slugs already taken by `base` or `base-<n>`. */
export async function findSlugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: counsellors.slug })
    .from(counsellors)
    .where(or(eq(counsellors.slug, base), like(counsellors.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

export async function insertCounsellor(db: DbOrTx, values: NewCounsellor): Promise<CounsellorRow> {
  const [row] = await db.insert(counsellors).values(values).returning();
  if (!row) throw new Error('insert into counsellors returned no row');
  return row;
}

export async function updateCounsellorRow(
  db: DbOrTx,
  id: string,
  values: Partial<NewCounsellor>,
): Promise<CounsellorRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(counsellors).set(values).where(eq(counsellors.id, id)).returning();
  return row;
}

export async function updateAccountNames(
  db: DbOrTx,
  userId: string,
  names: { firstName?: string; lastName?: string },
  now: Date,
): Promise<void> {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db
    .update(users)
    .set({ ...names, updatedAt: now })
    .where(eq(users.id, userId));
}

/** When each counsellor's (or each of `counsellorIds`') newest unused invitation stops working. */
export async function findOpenInvitationExpiries(
  db: DbOrTx,
  counsellorIds?: string[],
): Promise<Map<string, Date>> {
  const rows = await db
    .select({
      counsellorId: counsellorInvitations.counsellorId,
      expiresAt: max(counsellorInvitations.expiresAt),
    })
    .from(counsellorInvitations)
    .where(
      and(
        isNull(counsellorInvitations.usedAt),
        counsellorIds ? inArray(counsellorInvitations.counsellorId, counsellorIds) : undefined,
      ),
    )
    .groupBy(counsellorInvitations.counsellorId);
  return new Map(rows.flatMap((row) => (row.expiresAt ? [[row.counsellorId, row.expiresAt]] : [])));
}
