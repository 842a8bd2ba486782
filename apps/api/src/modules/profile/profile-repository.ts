import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export interface ProfileRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  hobby: string;
  language: string;
  dob: string | null;
  address: string;
  gender: string;
}

export type ProfileChanges = Partial<Omit<ProfileRow, 'email' | 'phoneVerifiedAt'>>;

const profileColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  hobby: users.hobby,
  language: users.language,
  dob: users.dob,
  address: users.address,
  gender: users.gender,
};

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Whether an account other than `userId` verified this mobile number. Unverified holders do not
 * count: several accounts may type one number (DESIGN "Phones").
 */
export async function isPhoneVerifiedByOther(db: DbOrTx, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId), isNotNull(users.phoneVerifiedAt)))
    .limit(1);
  return row !== undefined;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<ProfileRow | undefined> {
  // Another number than the one verified is unverified again; the same one keeps its proof.
  const verification =
    changes.phone === undefined
      ? {}
      : {
          phoneVerifiedAt: sql`case when ${users.phone} = ${changes.phone} then ${users.phoneVerifiedAt} end`,
        };
  const [row] = await db
    .update(users)
    .set({ ...changes, ...verification, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row;
}
