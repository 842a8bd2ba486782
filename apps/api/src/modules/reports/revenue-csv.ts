import { toCsv, type RevenueReport } from '@sukoon/contract';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The report as CSV (formula-safe, RFC 4180): one line per IST month and a total, amounts in
 * rupees with two decimals; then the sessions per counsellor.
 */
export function revenueReportToCsv(report: RevenueReport): string {
  const money = [
    ['Month (IST)', 'Courses (INR)', 'Webinars (INR)', 'Appointments (INR)', 'Refunds (INR)', 'Net (INR)'],
    ...[...report.months, { month: 'Total', ...report.totals }].map((row) => [
      row.month,
      rupees(row.coursesPaise),
      rupees(row.webinarsPaise),
      rupees(row.appointmentsPaise),
      rupees(row.refundsPaise),
      rupees(row.netPaise),
    ]),
  ];
  const sessions = [
    ['Counsellor', 'Completed', 'No-show', 'Accepted, not yet marked', 'Cancelled'],
    ...report.sessionsByCounsellor.map((row) => [
      row.name,
      String(row.completed),
      String(row.noShow),
      String(row.accepted),
      String(row.cancelled),
    ]),
  ];
  return toCsv([...money, [], ...sessions]);
}
