import { z } from 'zod';
import { fieldMessageParams } from './field-issues.ts';

/**
 * The DPDP rights a person uses on /account-setting (issue 19): a copy of everything held about them
 * (`GET /api/me/export`) and the erasure of their account (`POST /api/me/delete`).
 */

export const DATA_RIGHTS_MESSAGES = {
  deleted:
    'Your account is deleted. We have kept only the payment records the tax law requires, without your name or contact details.',
  passwordWrong: 'password: this is not your password.',
  passwordChanged:
    'password: your password was changed while the account was being deleted. Enter the new password to delete it.',
  noPassword:
    'password: your account signs in with Google and has no password. Use "Forgot password?" on the login page to set one, then delete the account.',
  staffAccount:
    'Counsellor and administrator accounts are closed by an administrator, so that sessions and records are handed over first.',
  confirmSessions:
    'You have upcoming sessions. Deleting your account cancels them as listed; send confirmCancellation: true to go ahead.',
} as const;

export const accountDeleteBody = z.object({
  password: z
    .string({ message: 'enter your password' })
    .refine((value) => value.length > 0, {
      message: 'enter your password',
      params: fieldMessageParams('enter_password'),
    })
    .max(200),
  /** Needed when upcoming sessions would be cancelled: the caller has seen what happens to them. */
  confirmCancellation: z.literal(true, { message: 'must be true' }).optional(),
});
export type AccountDeleteBody = z.infer<typeof accountDeleteBody>;

/** An upcoming paid session, and what deleting the account does to it and its payment. */
export const sessionOnErasure = z.object({
  _id: z.string(),
  date: z.string(),
  slot: z.number().int(),
  status: z.enum(['pending', 'accepted']),
  /** What goes back to the client, per the refund policy (0: nothing). */
  refundPaise: z.number().int().min(0),
});
export type SessionOnErasure = z.infer<typeof sessionOnErasure>;

/** 409 of `POST /api/me/delete` without `confirmCancellation`: what would happen. */
export const accountDeleteConfirmation = z.object({
  message: z.string(),
  sessions: z.array(sessionOnErasure),
});
export type AccountDeleteConfirmation = z.infer<typeof accountDeleteConfirmation>;

const row = z.record(z.string(), z.unknown());

/**
 * `GET /api/me/export`: every record held about the caller, one section per kind of record. Each
 * section is a list of plain records (instants as ISO strings); nothing in it is about anyone else.
 */
export const dataExport = z.object({
  exportedAt: z.string(),
  profile: row,
  counsellorProfile: row.nullable(),
  appointments: z.array(row),
  sessionFeedback: z.array(row),
  sessionOutcomesMarked: z.array(row),
  sessionNotices: z.array(row),
  payments: z.array(row),
  courseEnrolments: z.array(row),
  webinarSeats: z.array(row),
  courseRatings: z.array(row),
  lessonCompletions: z.array(row),
  certificates: z.array(row),
  notifications: z.array(row),
  googleSignInCodes: z.array(row),
  readsOfYourData: z.array(row),
  /** Agreements to the terms, privacy policy and counselling: which version, when. */
  /** Invoices, bills of supply and credit notes issued to the caller. */
  invoices: z.array(row),
  consents: z.array(row),
  /** The intakes given at booking, answers and scores, per appointment. */
  intakes: z.array(row),
  /** Staff: whether two-step sign-in is on, since when, and how many recovery codes are left. */
  twoStepSignIn: z.array(row),
  /** When the caller came into and left each session's room. */
  sessionAttendance: z.array(row),
  /** Which channels the caller chose (e-mail, SMS, WhatsApp, push). */
  notificationPreferences: z.array(row),
  /** Each time SMS or WhatsApp was turned on or off, and how. */
  channelConsents: z.array(row),
  /** SMS and WhatsApp messages owed or sent to the caller: channel, event, state, when. */
  phoneMessages: z.array(row),
  /** A code waiting to verify a number: the number and when it expires, never the code. */
  phoneVerifications: z.array(row),
  /** The devices that receive push: their push service's address and when they subscribed. */
  pushSubscriptions: z.array(row),
  /** Push notifications owed or sent to the caller's devices: event, state, when. */
  pushMessages: z.array(row),
});
export type DataExport = z.infer<typeof dataExport>;
export type DataExportSection = Exclude<keyof DataExport, 'exportedAt'>;
