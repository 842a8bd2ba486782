import { z } from 'zod';
import { NAME_MAX_LENGTH } from './auth-messages.ts';
import { indianMobileField } from './auth.ts';
import { GENDER_OPTIONS, LANGUAGE_OPTIONS } from './profile-options.ts';

export * from './profile-options.ts';

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** 'YYYY-MM-DD' (a real calendar day) or '' for "not given"; the future is refused by the server. */
export const dobField = z
  .string()
  .trim()
  .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value)), {
    message: 'must be a date in the form YYYY-MM-DD',
  });

/** GET /api/user/profile/read — spec §3; every missing value is ''. */
export const profileResponse = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The mobile number given at sign-up (ten digits); '' for an account without one (Google). */
  phone: z.string(),
  /**
   * Whether an SMS code proved this account holds `phone` (DESIGN "Phones"). Always sent; optional
   * so that clients written before it still read the answer.
   */
  phoneVerified: z.boolean().optional(),
  hobby: z.string(),
  language: z.enum(LANGUAGE_OPTIONS),
  DOB: z.string(),
  Address: z.string(),
  Gender: z.enum(GENDER_OPTIONS),
});
export type Profile = z.infer<typeof profileResponse>;

/**
 * POST /api/user/profile/write — the profile fields; a field left out keeps its value.
 * The e-mail cannot change: it may be sent back as read, anything else is refused.
 */
export const profileWriteRequest = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
    .optional(),
  lastName: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
    .optional(),
  email: z.string().trim().max(200).optional(),
  /** Checked as at sign-up; a number another account holds is refused (409). It cannot be removed. */
  phone: indianMobileField.optional(),
  hobby: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  language: z.enum(LANGUAGE_OPTIONS, { message: `must be one of ${LANGUAGE_OPTIONS.join(', ')}` }).optional(),
  DOB: dobField.optional(),
  Address: z.string().trim().max(500, 'must be at most 500 characters').optional(),
  Gender: z.enum(GENDER_OPTIONS, { message: 'must be Male, Female, Other or empty' }).optional(),
});
export type ProfileWriteRequest = z.input<typeof profileWriteRequest>;
