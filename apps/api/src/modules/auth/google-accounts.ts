import { isUniqueViolation } from '../../db/errors.ts';
import { NAME_MAX_LENGTH } from '@sukoon/contract/auth-messages';
import type { Db } from '../../db/client.ts';
import {
  deletePendingRegistration,
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  linkGoogleSubject,
  type UserRow,
} from './auth-repository.ts';

export interface GoogleIdentity {
  subject: string;
  /** Verified by the issuer, lower-case. */
  email: string;
  givenName?: string;
  familyName?: string;
  name?: string;
}

const clip = (value: string) => value.trim().slice(0, NAME_MAX_LENGTH);

/**
 * The account for a Google identity: the one already linked to it, else the one with its
 * verified e-mail (now linked), else a new one without a password.
 */
export async function linkGoogleAccount(
  db: Db,
  identity: GoogleIdentity,
  now: Date,
  retry = true,
): Promise<UserRow> {
  const linked = await findUserByGoogleSubject(db, identity.subject);
  if (linked) return linked;
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    const updated = await linkGoogleSubject(db, byEmail.id, identity.subject, now);
    if (!updated) throw new Error('this e-mail is linked to another Google account');
    return updated;
  }
  try {
    return await db.transaction(async (tx) => {
      await deletePendingRegistration(tx, identity.email);
      return insertUser(tx, {
        email: identity.email,
        firstName: clip(identity.givenName ?? identity.name ?? identity.email.split('@')[0] ?? ''),
        lastName: clip(identity.familyName ?? ''),
        phone: null,
        passwordHash: null,
        googleSubject: identity.subject,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    // A parallel callback for the same person created the account first.
    if (retry && isUniqueViolation(error)) return linkGoogleAccount(db, identity, now, false);
    throw error;
  }
}
