import {
  appointmentPurchaseRequest,
  isInBookingWindow,
  isPastSlot,
  IST_DAY_MESSAGE,
  readIstDay,
  type IntakeAnswers,
} from '@sukoon/contract';
import { badRequest } from '../../lib/app-error.ts';

export interface AppointmentRequestInput {
  /** IST day, YYYY-MM-DD. */
  date: string;
  /** IST hour, 9–20. */
  slot: number;
  reason: string;
  /** A chosen counsellor; without it any free one (or the spec's one calendar when there is none). */
  counsellorId?: string;
}

const requestFields = appointmentPurchaseRequest.omit({ purpose: true });

/** Names the field and the problem: "slot: must be an hour from 9 to 20". */
function firstProblem(issues: { path: PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'The appointment request is not valid.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** What the booking carries for the duty of care, beside the slot: consent and the optional intake. */
export interface AppointmentCareInput {
  /** Undefined from a client that does not ask (the spec's). */
  counsellingConsent?: boolean;
  intake?: IntakeAnswers;
}

/** Reads a date + slot + reason that can be booked at `now`, or refuses it with a 400. */
export function readAppointmentRequest(
  input: unknown,
  now: Date,
): AppointmentRequestInput & { care: AppointmentCareInput } {
  const parsed = requestFields.safeParse(input);
  if (!parsed.success) throw badRequest(firstProblem(parsed.error.issues));
  const date = readAppointmentDate(parsed.data.date);
  const { slot, reason, counsellorId, counsellingConsent, intake } = parsed.data;
  const care = { counsellingConsent, ...(intake ? { intake } : {}) };
  if (!isInBookingWindow(date, now)) {
    throw badRequest('date: must be from today to 7 days ahead (Indian Standard Time)');
  }
  if (isPastSlot(date, slot, now)) {
    throw badRequest('slot: this time has already begun today; please choose a later slot');
  }
  return { date, slot, reason, ...(counsellorId ? { counsellorId } : {}), care };
}

/** YYYY-MM-DD, or a date-time with its time zone read as its IST day (DESIGN rule 6). */
export function readAppointmentDate(value: string): string {
  const day = readIstDay(value);
  if (day === null) throw badRequest(`date: ${IST_DAY_MESSAGE}`);
  return day;
}
