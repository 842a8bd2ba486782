import { readIstClock, toCsv, type AdminEnrolment } from '@sukoon/contract';

const HEADER = ['Course', 'Student', 'Email', 'Enrolled on (IST)', 'Amount (INR)'];
/** A byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script). */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The enrolments as CSV (formula-safe, RFC 4180): one line per enrolment, its IST day and the
 * amount in rupees with two decimals.
 */
export function enrolmentsToCsv(enrolments: readonly AdminEnrolment[]): string {
  const rows = enrolments.map((enrolment) => [
    enrolment.courseName,
    enrolment.userId.firstName,
    enrolment.userId.email,
    readIstClock(new Date(enrolment.enrollmentDate)).today,
    (enrolment.amount / 100).toFixed(2),
  ]);
  return BYTE_ORDER_MARK + toCsv([HEADER, ...rows]);
}
