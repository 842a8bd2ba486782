import type { AdminCounsellor, CounsellorProfile, PublicCounsellor, TakenSlot } from '@sukoon/contract';
import type { CounsellorWithAccount } from './counsellors-repository.ts';

/** What anyone may see of a counsellor: never the e-mail or phone of the account behind it. */
export function toPublicCounsellor(row: CounsellorWithAccount, nextFree: TakenSlot | null): PublicCounsellor {
  const { counsellor } = row;
  return {
    _id: counsellor.id,
    slug: counsellor.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    title: counsellor.title,
    bio: counsellor.bio,
    languages: counsellor.languages,
    specialities: counsellor.specialities,
    photo: counsellor.photo,
    yearsOfExperience: counsellor.yearsOfExperience,
    nextFree,
  };
}

export function toCounsellorProfile(
  row: CounsellorWithAccount,
  nextFree: TakenSlot | null,
): CounsellorProfile {
  return {
    ...toPublicCounsellor(row, nextFree),
    qualifications: row.counsellor.qualifications,
    registrationNumber: row.counsellor.registrationNumber,
  };
}

export function toAdminCounsellor(
  row: CounsellorWithAccount,
  inviteExpiresAt: Date | undefined,
): AdminCounsellor {
  const { nextFree: _nextFree, ...profile } = toCounsellorProfile(row, null);
  return {
    ...profile,
    email: row.email,
    active: row.counsellor.active,
    joined: row.joined,
    inviteExpiresAt: row.joined || !inviteExpiresAt ? null : inviteExpiresAt.toISOString(),
    createdAt: row.counsellor.createdAt.toISOString(),
  };
}

/** Soonest free first (none last), then by name. */
export function bySoonestFree(a: PublicCounsellor, b: PublicCounsellor): number {
  const when = (c: PublicCounsellor) =>
    c.nextFree ? `${c.nextFree.date} ${String(c.nextFree.slot).padStart(2, '0')}` : '~';
  return (
    when(a).localeCompare(when(b)) ||
    a.firstName.localeCompare(b.firstName) ||
    a.lastName.localeCompare(b.lastName)
  );
}
