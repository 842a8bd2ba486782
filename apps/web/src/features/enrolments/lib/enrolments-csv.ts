import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import { readIstClock } from '@sukoon/contract/ist';
import { csvField, toCsv } from '@sukoon/contract/csv';

// The one formula-safe CSV writer lives in the contract (the API's revenue report uses it too).
export { csvField };

const HEADER = ['Course', 'Student', 'Email', 'Enrolled on (IST)', 'Amount (INR)'];

/** The enrolments as CSV (RFC 4180 line endings), amounts in rupees with two decimals. */
export function enrolmentsToCsv(enrolments: AdminEnrolment[]): string {
  const rows = enrolments.map((enrolment) => [
    enrolment.courseName,
    enrolment.userId.firstName,
    enrolment.userId.email,
    readIstClock(new Date(enrolment.enrollmentDate)).today,
    (enrolment.amount / 100).toFixed(2),
  ]);
  return toCsv([HEADER, ...rows]);
}
