import type { DataExportSection } from '@sukoon/contract';

/** A record as the export shows it: `_id` as everywhere in the API, instants as ISO strings. */
export function toExportRecord(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key === 'id' ? '_id' : key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

export const toExportSection = (rows: Record<string, unknown>[]) => rows.map(toExportRecord);

/**
 * Which export section holds each table's rows about the person. The export-completeness test
 * reads every table that references `users` from the database catalogue and fails for any table
 * missing here: a new table of personal data cannot ship without its place in the export.
 */
export const EXPORT_SECTION_OF_TABLE: Record<string, DataExportSection> = {
  users: 'profile',
  counsellors: 'counsellorProfile',
  appointments: 'appointments',
  appointment_outcomes: 'sessionOutcomesMarked',
  appointment_notices: 'sessionNotices',
  payments: 'payments',
  course_enrolments: 'courseEnrolments',
  webinar_seats: 'webinarSeats',
  course_ratings: 'courseRatings',
  lesson_completions: 'lessonCompletions',
  certificates: 'certificates',
  notifications: 'notifications',
  google_sign_in_codes: 'googleSignInCodes',
  sensitive_reads: 'readsOfYourData',
  invoices: 'invoices',
  consents: 'consents',
  staff_two_factor: 'twoStepSignIn',
  two_factor_recovery_codes: 'twoStepSignIn',
  session_attendance: 'sessionAttendance',
  notification_preferences: 'notificationPreferences',
  channel_consents: 'channelConsents',
  phone_messages: 'phoneMessages',
  phone_verifications: 'phoneVerifications',
  push_subscriptions: 'pushSubscriptions',
  push_messages: 'pushMessages',
};
