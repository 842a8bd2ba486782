import { z } from 'zod';
import { fieldMessageParams } from './field-issues.ts';
import { emailField, newPasswordField } from './auth.ts';
import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR } from './slots.ts';
import type { WEEKDAY_KEYS } from './counsellor-hours.ts';
import { findOverlappingTimeOff } from './counsellor-hours.ts';
import { readIstDay } from './ist.ts';
import { SESSION_OUTCOMES } from './sessions.ts';

/**
 * Counsellors: the people clients choose (DESIGN.md "Counsellors and sessions"). Public answers
 * never carry an e-mail or a phone; admins see the account behind the profile.
 */

/** The spec's five specialities plus career. */
export const SPECIALITIES = [
  'depression',
  'anxiety',
  'parenting',
  'couple',
  'sexual-wellness',
  'career',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];
export const SPECIALITY_LABELS: Record<Speciality, string> = {
  depression: 'Depression',
  anxiety: 'Anxiety',
  parenting: 'Parenting',
  couple: 'Couple',
  'sexual-wellness': 'Sexual wellness',
  career: 'Career',
};

/** Languages a session can be held in (a fixed list, so that /counsellors can filter on it). */
export const COUNSELLOR_LANGUAGES = [
  'English',
  'Hindi',
  'Marathi',
  'Gujarati',
  'Bengali',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Punjabi',
  'Urdu',
] as const;
export type CounsellorLanguage = (typeof COUNSELLOR_LANGUAGES)[number];

export const COUNSELLOR_MESSAGES = {
  invited: 'Invitation sent.',
  inviteResent: 'A new invitation has been sent.',
  saved: 'Counsellor saved.',
  deactivated: 'Counsellor deactivated. Their booked sessions stay as they are.',
  activated: 'Counsellor activated.',
  emailTaken: 'email: an account with this e-mail already exists',
  notFound: 'Counsellor not found',
  inviteInvalid: 'This invitation link is not valid. Ask the Sukoon team for a new one.',
  inviteUsed: 'This invitation has already been used. Log in with your e-mail and password.',
  inviteExpired: 'This invitation has expired. Ask the Sukoon team for a new one.',
  passwordSet: 'Your password is set. You can now log in.',
  availabilitySaved: 'Your hours are saved.',
  notesSaved: 'Notes saved.',
  reassigned: 'Request moved to the chosen counsellor.',
  counsellorNotFree: 'That counsellor is not free at this hour.',
  inactive: 'counsellorId: this counsellor is not taking new bookings',
} as const;

/** Days an invitation link works. */
export const COUNSELLOR_INVITE_DAYS = 7;
export const COUNSELLOR_NAME_MAX_LENGTH = 60;
export const COUNSELLOR_TITLE_MAX_LENGTH = 120;
export const COUNSELLOR_BIO_MAX_LENGTH = 3000;
export const COUNSELLOR_QUALIFICATIONS_MAX_LENGTH = 500;
export const COUNSELLOR_REGISTRATION_MAX_LENGTH = 60;
export const COUNSELLOR_MAX_YEARS = 70;
export const COUNSELLOR_PHOTO_MAX_LENGTH = 500;
export const SESSION_NOTES_MAX_LENGTH = 20_000;

const requiredText = (max: number) =>
  z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).optional();

const profileFields = {
  firstName: requiredText(COUNSELLOR_NAME_MAX_LENGTH),
  lastName: requiredText(COUNSELLOR_NAME_MAX_LENGTH),
  /** "Counselling Psychologist", "Clinical Psychologist", … */
  title: requiredText(COUNSELLOR_TITLE_MAX_LENGTH),
  bio: requiredText(COUNSELLOR_BIO_MAX_LENGTH),
  languages: z
    .array(z.enum(COUNSELLOR_LANGUAGES, { error: `must be among ${COUNSELLOR_LANGUAGES.join(', ')}` }))
    .min(1, 'choose at least one language'),
  specialities: z
    .array(z.enum(SPECIALITIES, { error: `must be among ${SPECIALITIES.join(', ')}` }))
    .min(1, 'choose at least one speciality'),
  qualifications: optionalText(COUNSELLOR_QUALIFICATIONS_MAX_LENGTH),
  /** e.g. an RCI registration number. */
  registrationNumber: optionalText(COUNSELLOR_REGISTRATION_MAX_LENGTH),
  yearsOfExperience: z
    .number({ message: 'must be a whole number of years' })
    .int('must be a whole number of years')
    .min(0, 'cannot be negative')
    .max(COUNSELLOR_MAX_YEARS, `must be at most ${COUNSELLOR_MAX_YEARS}`)
    // null clears it on an edit.
    .nullable()
    .optional(),
  /** An image address: https, or a path on this site such as /images/counsellors/x.svg. */
  photo: z
    .string()
    .trim()
    .max(COUNSELLOR_PHOTO_MAX_LENGTH, `must be at most ${COUNSELLOR_PHOTO_MAX_LENGTH} characters`)
    .refine((value) => value === '' || /^(https:\/\/|\/)[^\s]*$/.test(value), {
      message: 'must be an https address or a path on this site',
    })
    .optional(),
};

/** POST /api/admin/counsellors */
export const createCounsellorBody = z.object({ email: emailField, ...profileFields });
export type CreateCounsellorBody = z.input<typeof createCounsellorBody>;

/** PUT /api/admin/counsellors/{id}: any of the profile's fields; the e-mail stays. */
export const updateCounsellorBody = z.object(profileFields).partial();
export type UpdateCounsellorBody = z.input<typeof updateCounsellorBody>;

const slotRef = z.object({ date: z.string(), slot: z.number().int() });

/** GET /api/counsellors: an active counsellor as anyone sees them. */
export const publicCounsellor = z.strictObject({
  _id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  specialities: z.array(z.string()),
  photo: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  /** Their soonest free slot in the booking window, or null when they have none. */
  nextFree: slotRef.nullable(),
});
export type PublicCounsellor = z.infer<typeof publicCounsellor>;
export const counsellorListResponse = z.array(publicCounsellor);

/** GET /api/counsellors/{id or slug} */
export const counsellorProfile = publicCounsellor.extend({
  qualifications: z.string(),
  registrationNumber: z.string().nullable(),
});
export type CounsellorProfile = z.infer<typeof counsellorProfile>;

/** GET /api/counsellors/{id}/slots: free bookable hours in the booking window, soonest first. */
export const counsellorSlotsResponse = z.array(slotRef);

/** GET /api/admin/counsellors, and the answer of the admin's writes. */
export const adminCounsellor = counsellorProfile.omit({ nextFree: true }).extend({
  email: z.string(),
  active: z.boolean(),
  /** Whether the counsellor has set a password yet. */
  joined: z.boolean(),
  /** When the newest unused invitation stops working; null once joined. */
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCounsellor = z.infer<typeof adminCounsellor>;
export const adminCounsellorListResponse = z.array(adminCounsellor);
export const adminCounsellorResponse = z.object({ message: z.string(), counsellor: adminCounsellor });
export type AdminCounsellorResponse = z.infer<typeof adminCounsellorResponse>;

/** GET /api/counsellor/invite?token=…: whom the link is for, so the welcome page can greet them. */
export const counsellorInviteResponse = z.object({ firstName: z.string(), email: z.string() });
export type CounsellorInvite = z.infer<typeof counsellorInviteResponse>;

/** POST /api/counsellor/accept-invite */
export const acceptCounsellorInviteBody = z.object({
  token: z.string({ message: 'is required' }).min(1, 'is required').max(200),
  password: newPasswordField,
});
export type AcceptCounsellorInviteBody = z.infer<typeof acceptCounsellorInviteBody>;

const slotHour = z
  .number({ message: `must be an hour from ${FIRST_SLOT_HOUR} to ${LAST_SLOT_HOUR}` })
  .int(`must be an hour from ${FIRST_SLOT_HOUR} to ${LAST_SLOT_HOUR}`)
  .min(FIRST_SLOT_HOUR, `must be an hour from ${FIRST_SLOT_HOUR} to ${LAST_SLOT_HOUR}`)
  .max(LAST_SLOT_HOUR, `must be an hour from ${FIRST_SLOT_HOUR} to ${LAST_SLOT_HOUR}`);

/** A weekday's hours, stored sorted and without repeats. */
const hoursOfDay = z.array(slotHour).transform((hours) => [...new Set(hours)].sort((a, b) => a - b));

const istDay = z
  .string({ message: 'is required' })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && readIstDay(value) === value, {
    message: 'must be a date (YYYY-MM-DD)',
  });

/** One period of time off: IST days, the last one on or after the first. */
export const timeOffPeriod = z
  .object({ from: istDay, to: istDay })
  .refine((range) => range.to >= range.from, {
    message: 'must be on or after from',
    path: ['to'],
    params: fieldMessageParams('on_or_after_from'),
  });

/** GET and PUT /api/counsellor/availability (admins add ?counsellorId=). */
export const counsellorAvailability = z
  .object({
    weekly: z.object(
      {
        '0': hoursOfDay,
        '1': hoursOfDay,
        '2': hoursOfDay,
        '3': hoursOfDay,
        '4': hoursOfDay,
        '5': hoursOfDay,
        '6': hoursOfDay,
      } satisfies Record<(typeof WEEKDAY_KEYS)[number], typeof hoursOfDay>,
      { error: 'must give the hours of each weekday, "0" (Sunday) to "6"' },
    ),
    timeOff: z.array(timeOffPeriod).max(100, 'at most 100 periods'),
  })
  .superRefine((value, context) => {
    const overlap = findOverlappingTimeOff(value.timeOff);
    if (overlap) {
      const [first, second] = overlap;
      context.addIssue({
        code: 'custom',
        path: ['timeOff'],
        message: `${first.from} to ${first.to} overlaps ${second.from} to ${second.to}`,
        params: fieldMessageParams('time_off_overlap', {
          from: first.from,
          to: first.to,
          otherFrom: second.from,
          otherTo: second.to,
        }),
      });
    }
  });
export type CounsellorAvailability = z.infer<typeof counsellorAvailability>;
export type CounsellorAvailabilityInput = z.input<typeof counsellorAvailability>;

/** Who a session is with, as its client and the admin see it. */
export const appointmentCounsellor = z.object({
  _id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  photo: z.string().nullable(),
});
export type AppointmentCounsellor = z.infer<typeof appointmentCounsellor>;

/** GET /api/counsellor/appointments: the counsellor's own sessions and requests. */
export const counsellorAppointment = z.object({
  _id: z.string(),
  date: z.string(),
  slot: z.number().int(),
  status: z.enum(['pending', 'accepted', 'rejected', 'cancelled']),
  reason: z.string(),
  userId: z.object({ firstName: z.string() }),
  meetingLink: z.string().nullable().optional(),
  /** How an ended session went, once the counsellor (or an admin) has marked it. */
  outcome: z.enum(SESSION_OUTCOMES).nullable().optional(),
  /** Present when the client gave an intake (read it at /api/appointments/{id}/intake). */
  intake: z.object({ selfHarmFlag: z.boolean() }).optional(),
  createdAt: z.string(),
});
export type CounsellorAppointment = z.infer<typeof counsellorAppointment>;
export const counsellorAppointmentsResponse = z.array(counsellorAppointment);

/** GET and PUT /api/counsellor/appointments/{id}/notes: the counsellor's private notes. */
export const sessionNotesBody = z.object({
  notes: z
    .string({ message: 'is required' })
    .max(SESSION_NOTES_MAX_LENGTH, `must be at most ${SESSION_NOTES_MAX_LENGTH} characters`),
});
export const sessionNotesResponse = z.object({ notes: z.string(), updatedAt: z.string().nullable() });
export type SessionNotes = z.infer<typeof sessionNotesResponse>;

/** POST /api/admin/appointments/{id}/counsellor: move a pending request to another free counsellor. */
export const reassignAppointmentBody = z.object({
  counsellorId: z.uuid({ message: 'must be a counsellor id' }),
});
export type ReassignAppointmentBody = z.infer<typeof reassignAppointmentBody>;

/**
 * GET /api/counsellor/availability's answer: the calendar as stored (already sorted and checked),
 * a plain shape because an answer is encoded, and `counsellorAvailability` transforms its input.
 */
const storedHours = z.array(z.number().int());
export const counsellorAvailabilityResponse = z.object({
  weekly: z.object({
    '0': storedHours,
    '1': storedHours,
    '2': storedHours,
    '3': storedHours,
    '4': storedHours,
    '5': storedHours,
    '6': storedHours,
  }),
  timeOff: z.array(z.object({ from: z.string(), to: z.string() })),
});
