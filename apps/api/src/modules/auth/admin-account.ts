import { isUniqueViolation } from '../../db/errors.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  deletePendingRegistration,
  findUserByEmail,
  insertUser,
  makeAdmin,
  replacePassword,
} from './auth-repository.ts';

export type AdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure a verified admin with this e-mail and password exists: creates it, or promotes the
 * existing account and sets the password. A changed password ends the account's older sessions;
 * an unchanged one leaves them alone, so a restart with ADMIN_PASSWORD signs nobody out.
 */
export async function ensureAdmin(db: Db, email: string, password: string, now: Date): Promise<AdminOutcome> {
  const normalizedEmail = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalizedEmail);
  if (!existing) {
    try {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await deletePendingRegistration(tx, normalizedEmail);
        await insertUser(tx, {
          email: normalizedEmail,
          firstName: 'Admin',
          lastName: '',
          passwordHash,
          role: 'admin',
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        });
      });
      return 'created';
    } catch (error) {
      // Another instance created it at the same moment: check that one instead.
      if (isUniqueViolation(error)) return ensureAdmin(db, email, password, now);
      throw error;
    }
  }
  const isAdmin = existing.role === 'admin';
  if (!isAdmin) await makeAdmin(db, existing.id, now);
  if (!(await verifyPassword(existing.passwordHash, password))) {
    await replacePassword(db, existing.id, await hashPassword(password), now);
    return 'updated';
  }
  return isAdmin ? 'unchanged' : 'updated';
}
