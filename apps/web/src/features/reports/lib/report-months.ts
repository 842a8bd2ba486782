import { formatIstDate, readIstClock } from '@sukoon/contract/ist';
import type { RevenueMonth } from '@sukoon/contract/invoices';
import { currentLocale, intlTag } from '../../../lib/locale.ts';

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

/**
 * '2026-11' → 'Nov 2026', through the app's one date format ('1 Nov 2026' less its day); in Hindi
 * and Marathi the month's name comes from Intl ('नव॰ 2026').
 */
export const formatMonth = (month: string): string =>
  currentLocale() === 'en'
    ? formatIstDate(`${month}-01`).replace(/^\d+ /, '')
    : new Intl.DateTimeFormat(intlTag(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      );

/** What came in for the three purposes, before refunds. */
export const incomeOf = (month: Omit<RevenueMonth, 'month'>): number =>
  month.coursesPaise + month.webinarsPaise + month.appointmentsPaise;
