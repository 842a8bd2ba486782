import {
  istInstant,
  type CounsellorSessionCount,
  type PaymentPurpose,
  type RevenueMonth,
  type RevenueReport,
  type RevenueReportQuery,
} from '@sukoon/contract';
import { readIstClock } from '@sukoon/contract/slots';
import { sessionStart } from '@sukoon/contract/sessions';
import { EXPIRING_SOON_HOURS, type AdminOverview } from '@sukoon/contract/admin-overview';
import type { AppConfig } from '../../config/app-config.ts';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../lib/app-error.ts';
import {
  countCounsellorsNotJoined,
  countSessionsByCounsellor,
  listWaitingRequestTimes,
  sumIncomeByMonth,
  sumRefundsByMonth,
} from './reports-repository.ts';

/** A report spans at most this many months: three financial years. */
export const MAX_REPORT_MONTHS = 36;
const NO_COUNSELLOR = 'Without a counsellor';

const PURPOSE_FIELD = {
  course: 'coursesPaise',
  webinar: 'webinarsPaise',
  appointment: 'appointmentsPaise',
} as const satisfies Record<PaymentPurpose, keyof RevenueMonth>;

/** `2026-11` → 2026 * 12 + 10, so months can be counted and stepped. */
const monthIndex = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return year * 12 + number - 1;
};
const monthOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

const emptyMonth = (month: string): RevenueMonth => ({
  month,
  coursesPaise: 0,
  webinarsPaise: 0,
  appointmentsPaise: 0,
  refundsPaise: 0,
  netPaise: 0,
});

const HOUR_MS = 60 * 60 * 1000;

/** Which of the operator's settings this server has (the admin home's first-run checklist). */
function setupOf(config: AppConfig): AdminOverview['setup'] {
  const { contact, invoicing } = config;
  return [
    { item: 'contacts', done: Boolean(contact.phone ?? contact.email ?? contact.supportEmails[0]) },
    { item: 'grievance_officer', done: config.grievanceOfficer !== undefined },
    { item: 'seller', done: invoicing.sellerNamed && invoicing.sellerAddress !== '' },
    { item: 'gstin', done: invoicing.sellerGstin !== undefined },
    { item: 'mail', done: config.mail.smtpUrl !== undefined },
    { item: 'payments', done: config.payment.provider !== 'simulated' },
    {
      item: 'turn',
      done: config.sessions.meeting.provider !== 'sukoon' || config.sessions.meeting.turn !== undefined,
    },
  ];
}

export function createReportsService({ db, config, now }: Pick<AppContext, 'db' | 'config' | 'now'>) {
  return {
    /** The admin home's today: requests waiting, those about to expire, counsellors not joined, setup. */
    async overview(): Promise<AdminOverview> {
      const at = now();
      const [waiting, counsellorsNotJoined] = await Promise.all([
        listWaitingRequestTimes(db, readIstClock(at).today),
        countCounsellorsNotJoined(db),
      ]);
      const ahead = waiting
        .map(({ date, slot }) => sessionStart(date, slot).getTime() - at.getTime())
        .filter((ms) => ms > 0);
      return {
        waitingRequests: ahead.length,
        expiringSoon: ahead.filter((ms) => ms <= EXPIRING_SOON_HOURS * HOUR_MS).length,
        counsellorsNotJoined,
        setup: setupOf(config),
      };
    },

    /** Income by IST month and purpose, refunds netted, and sessions per counsellor. */
    async revenue({ from, to }: RevenueReportQuery): Promise<RevenueReport> {
      const first = monthIndex(from);
      const last = monthIndex(to);
      if (last < first) throw fieldError('VALIDATION_FAILED', 'to', 'errors_report_to_before_from');
      if (last - first + 1 > MAX_REPORT_MONTHS) {
        throw fieldError('VALIDATION_FAILED', 'to', 'errors_report_too_long', { months: MAX_REPORT_MONTHS });
      }
      const fromDay = `${from}-01`;
      const untilDay = `${monthOf(last + 1)}-01`;
      const [start, until] = [istInstant(fromDay), istInstant(untilDay)];
      const [income, refunds, sessions] = await Promise.all([
        sumIncomeByMonth(db, start, until),
        sumRefundsByMonth(db, start, until),
        countSessionsByCounsellor(db, fromDay, untilDay),
      ]);

      const months = new Map<string, RevenueMonth>();
      for (let index = first; index <= last; index += 1)
        months.set(monthOf(index), emptyMonth(monthOf(index)));
      for (const row of income) {
        const month = months.get(row.month);
        if (month) month[PURPOSE_FIELD[row.purpose]] += Number(row.paise);
      }
      for (const row of refunds) {
        const month = months.get(row.month);
        if (month) month.refundsPaise += Number(row.paise);
      }
      const totals = emptyMonth('');
      for (const month of months.values()) {
        month.netPaise =
          month.coursesPaise + month.webinarsPaise + month.appointmentsPaise - month.refundsPaise;
        totals.coursesPaise += month.coursesPaise;
        totals.webinarsPaise += month.webinarsPaise;
        totals.appointmentsPaise += month.appointmentsPaise;
        totals.refundsPaise += month.refundsPaise;
        totals.netPaise += month.netPaise;
      }
      const { month: _month, ...totalAmounts } = totals;

      const sessionsByCounsellor: CounsellorSessionCount[] = sessions.map((row) => ({
        ...(row.counsellorId ? { counsellorId: row.counsellorId } : {}),
        name: row.counsellorId ? `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() : NO_COUNSELLOR,
        completed: Number(row.completed),
        noShow: Number(row.noShow),
        accepted: Number(row.accepted),
        cancelled: Number(row.cancelled),
      }));
      return { from, to, months: [...months.values()], totals: totalAmounts, sessionsByCounsellor };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
