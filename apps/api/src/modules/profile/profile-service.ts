import type { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  GENDER_OPTIONS,
  LANGUAGE_OPTIONS,
  type Gender,
  type Language,
  type Profile,
  type profileWriteRequest,
} from '@sukoon/contract/profile';
import type { AppContext } from '../../app-context.ts';
import { fieldError, unauthorized } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { istDay } from '../../lib/ist.ts';
import {
  findProfile,
  isPhoneVerifiedByOther,
  updateProfile,
  type ProfileChanges,
  type ProfileRow,
} from './profile-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

export type ProfileWriteInput = z.output<typeof profileWriteRequest>;

const EARLIEST_DOB = '1900-01-01';
const phoneTaken = () => fieldError('CONFLICT', 'phone', 'errors_profile_phone_taken');

const isLanguage = (value: string): value is Language =>
  (LANGUAGE_OPTIONS as readonly string[]).includes(value);
const isGender = (value: string): value is Gender => (GENDER_OPTIONS as readonly string[]).includes(value);

/** Spec §3's names and defaults: every missing value reads as ''. */
const toProfile = (row: ProfileRow): Profile => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone ?? '',
  phoneVerified: row.phone !== null && row.phoneVerifiedAt !== null,
  hobby: row.hobby,
  language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  DOB: row.dob ?? '',
  Address: row.address,
  Gender: isGender(row.gender) ? row.gender : '',
});

export function createProfileService(ctx: Pick<AppContext, 'db' | 'now'>) {
  return {
    /** The language the user reads mail and documents in, if they chose one. */
    languageOf: async (userId: string) => (await findProfile(ctx.db, userId))?.language,

    /** Whom a mail to the user goes to, and in which language; undefined for no such account. */
    async recipientOf(userId: string) {
      const row = await findProfile(ctx.db, userId);
      return row && { email: row.email, firstName: row.firstName, language: row.language };
    },

    async read(userId: string): Promise<Profile> {
      const row = await findProfile(ctx.db, userId);
      if (!row) throw unauthorized();
      return toProfile(row);
    },

    /** Fields left out keep their value; the e-mail can only be sent back unchanged; a number another account verified is theirs. */
    async write(userId: string, input: ProfileWriteInput): Promise<string> {
      const current = await findProfile(ctx.db, userId);
      if (!current) throw unauthorized();
      if (input.email !== undefined && input.email !== '' && input.email.toLowerCase() !== current.email) {
        throw fieldError('VALIDATION_FAILED', 'email', 'errors_profile_email_read_only');
      }
      if (input.DOB) {
        if (input.DOB > istDay(ctx.now()))
          throw fieldError('VALIDATION_FAILED', 'DOB', 'errors_profile_dob_future');
        if (input.DOB < EARLIEST_DOB)
          throw fieldError('VALIDATION_FAILED', 'DOB', 'errors_profile_dob_too_early');
      }
      if (input.phone !== undefined && (await isPhoneVerifiedByOther(ctx.db, input.phone, userId))) {
        throw phoneTaken();
      }
      const changes: ProfileChanges = {
        firstName: input.firstName,
        phone: input.phone,
        lastName: input.lastName,
        hobby: input.hobby,
        language: input.language,
        dob: input.DOB === undefined ? undefined : input.DOB || null,
        address: input.Address,
        gender: input.Gender,
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      // A number verified meanwhile by another account: its unique index refuses this one.
      await updateProfile(ctx.db, userId, defined, ctx.now()).catch((error: unknown) => {
        throw isUniqueViolation(error) ? phoneTaken() : error;
      });
      return replyText('replies_profile_saved');
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
