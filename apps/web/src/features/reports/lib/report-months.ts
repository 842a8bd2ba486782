import { formatIstDate, readIstClock } from '@sukoon/contract/ist';
import type { RevenueMonth } from '@sukoon/contract/invoices';

/** Months as `YYYY-MM` in IST, both ends included. */
export interface MonthRange {
  from: string;
  to: string;
}

/** This financial year so far (April to this month, in IST): the range the books are kept in. */
export function financialYearToDate(now: Date): MonthRange {
  const to = readIstClock(now).today.slice(0, 7);
  const year = Number(to.slice(0, 4));
  const month = Number(to.slice(5, 7));
  return { from: `${month >= 4 ? year : year - 1}-04`, to };
}

/** '2026-11' → 'Nov 2026', through the app's one date format ('1 Nov 2026' less its day). */
export const formatMonth = (month: string): string => formatIstDate(`${month}-01`).replace(/^\d+ /, '');

/** What came in for the three purposes, before refunds. */
export const incomeOf = (month: Omit<RevenueMonth, 'month'>): number =>
  month.coursesPaise + month.webinarsPaise + month.appointmentsPaise;
