import {
  appointmentPurchaseRequest,
  isInBookingWindow,
  isPastSlot,
  readIstDay,
  type IntakeAnswers,
} from '@sukoon/contract';
import { fieldError, validationError } from '../../lib/app-error.ts';

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
  if (!parsed.success) throw validationError(parsed.error.issues);
  const date = readAppointmentDate(parsed.data.date);
  const { slot, reason, counsellorId, counsellingConsent, intake } = parsed.data;
  const care = { counsellingConsent, ...(intake ? { intake } : {}) };
  if (!isInBookingWindow(date, now)) {
    throw fieldError('VALIDATION_FAILED', 'date', 'errors_appointment_window');
  }
  if (isPastSlot(date, slot, now)) {
    throw fieldError('VALIDATION_FAILED', 'slot', 'errors_appointment_begun_today');
  }
  return { date, slot, reason, ...(counsellorId ? { counsellorId } : {}), care };
}

/** YYYY-MM-DD, or a date-time with its time zone read as its IST day (DESIGN rule 6). */
export function readAppointmentDate(value: string): string {
  const day = readIstDay(value);
  if (day === null) throw fieldError('VALIDATION_FAILED', 'date', 'errors_ist_day');
  return day;
}
