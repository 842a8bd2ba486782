import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import { readIstClock } from '@sukoon/contract/ist';

const HEADER = ['Course', 'Student', 'Email', 'Enrolled on (IST)', 'Amount (INR)'];

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled), and a leading
 * = + - @ tab or carriage return is defused so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The enrolments as CSV (RFC 4180 line endings), amounts in rupees with two decimals. */
export function enrolmentsToCsv(enrolments: AdminEnrolment[]): string {
  const rows = enrolments.map((enrolment) => [
    enrolment.courseName,
    enrolment.userId.firstName,
    enrolment.userId.email,
    readIstClock(new Date(enrolment.enrollmentDate)).today,
    (enrolment.amount / 100).toFixed(2),
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
