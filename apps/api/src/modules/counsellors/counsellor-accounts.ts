import type { z } from 'zod';
import { type createCounsellorBody } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { StaffAccounts } from '../auth/staff-accounts.ts';
import { firstFreeSlug, slugBase } from './counsellor-slug.ts';
import { findSlugsLike, insertCounsellor, type CounsellorRow } from './counsellors-repository.ts';

export type CreateCounsellorInput = z.output<typeof createCounsellorBody>;

/** An empty optional text clears the field. */
export const orNull = (value: string | undefined) => (value ? value : null);

/**
 * The account (role counsellor, no password until the invitation is used) and the profile with a
 * free slug; the caller holds a transaction. Shared by the admin's form and the demo content.
 */
export async function addCounsellorAccount(
  accounts: StaffAccounts,
  tx: DbOrTx,
  input: CreateCounsellorInput,
  now: Date,
): Promise<CounsellorRow> {
  if (await accounts.isEmailTaken(tx, input.email))
    throw fieldError('EMAIL_TAKEN', 'email', 'errors_counsellor_email_taken');
  const user = await accounts.addInvited(
    tx,
    { email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'counsellor' },
    now,
  );
  const base = slugBase(input.firstName, input.lastName);
  return insertCounsellor(tx, {
    userId: user.id,
    slug: firstFreeSlug(base, await findSlugsLike(tx, base)),
    title: input.title,
    bio: input.bio,
    languages: input.languages,
    specialities: input.specialities,
    qualifications: input.qualifications ?? '',
    registrationNumber: orNull(input.registrationNumber),
    yearsOfExperience: input.yearsOfExperience ?? null,
    photo: orNull(input.photo),
    createdAt: now,
    updatedAt: now,
  });
}
