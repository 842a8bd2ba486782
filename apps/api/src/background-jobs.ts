import type { AppContext } from './app-context.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { PaymentRefunds } from './modules/payments/payment-refunds.ts';
import { deleteStaleAuthRows, STALE_AUTH_ROWS_SWEEP_CRON } from './modules/auth/stale-auth-rows.ts';
import type { SessionNotices } from './modules/sessions/session-notices.ts';
import type { AppointmentsService } from './modules/appointments/appointments-service.ts';
import { sendDueReminders } from './modules/sessions/session-reminders.ts';
import { expireUnansweredRequests } from './modules/sessions/request-expiry.ts';
import { AUDIT_RETENTION_CRON, deleteExpiredAuditRows } from './modules/audit/audit-retention.ts';
import { forgetClosedHoldAddresses } from './modules/appointments/appointment-holds-repository.ts';
import type { PhoneMessages } from './modules/phones/phone-messages-service.ts';
import type { PushMessages } from './modules/push/push-messages-service.ts';

export const REFUND_RETRY_JOB = 'refunds.retry-owed';
export const STALE_AUTH_ROWS_JOB = 'auth.delete-stale-rows';
export const SESSION_REMINDERS_JOB = 'sessions.send-reminders';
export const EXPIRE_REQUESTS_JOB = 'sessions.expire-unanswered';
export const AUDIT_RETENTION_JOB = 'audit.delete-expired';
export const HOLD_ADDRESSES_JOB = 'appointments.forget-hold-addresses';
export const PHONE_MESSAGES_JOB = 'phones.send-messages';
export const PUSH_MESSAGES_JOB = 'push.send-messages';
/** Reminders and expiries look every minute: each is due at a whole hour, and a minute late is fine. */
const EVERY_MINUTE = '* * * * *';

const throwIfMailsFailed = (mailsFailed: number) => {
  if (mailsFailed > 0) throw new Error(`${mailsFailed} session e-mail(s) could not be sent; they stay owed.`);
};

/** All timed work of the product, in one place (STYLE: one way for each job). */
export function defineBackgroundJobs(
  jobs: JobQueue,
  deps: Pick<AppContext, 'config' | 'db' | 'now' | 'log'> & {
    refunds: PaymentRefunds;
    notices: SessionNotices;
    appointments: Pick<AppointmentsService, 'lockById' | 'rejectPending'>;
    phoneMessages: Pick<PhoneMessages, 'deliver'>;
    pushMessages: Pick<PushMessages, 'deliver'>;
  },
): void {
  const { config, db, now, refunds, phoneMessages, pushMessages } = deps;
  const everyMinutes = config.payment.refundRetryMinutes;
  jobs.define({
    // Without this a refund that failed (the gateway was down, the server died mid-refund) waited
    // for the client or an admin to come back. Each refund is claimed before it is asked for.
    name: REFUND_RETRY_JOB,
    cron: everyMinutes > 0 ? `*/${everyMinutes} * * * *` : undefined,
    run: async () => {
      const { stillOwed, recheckAt } = await refunds.retryOwed();
      if (stillOwed > 0) throw new Error(`${stillOwed} refund(s) still owed: the gateway refused or failed.`);
      // A refund another attempt holds is looked at again when that claim would be stale, so one
      // held by a killed instance is taken over then rather than at the next scheduled round.
      if (recheckAt)
        return { runAgainInSeconds: Math.max(1, (recheckAt.getTime() - now().getTime()) / 1000) };
    },
  });
  jobs.define({
    name: STALE_AUTH_ROWS_JOB,
    cron: STALE_AUTH_ROWS_SWEEP_CRON,
    run: async () => {
      await deleteStaleAuthRows(db, now());
    },
  });
  jobs.define({
    // The audit trail keeps a year (DPDP; decision 019): older reads go, the rest stays append-only.
    name: AUDIT_RETENTION_JOB,
    cron: AUDIT_RETENTION_CRON,
    run: async () => {
      await deleteExpiredAuditRows(db, now());
    },
  });
  jobs.define({
    // A hold's client address is kept while the hold is open, and at most an hour after (§6).
    name: HOLD_ADDRESSES_JOB,
    cron: '43 * * * *',
    run: async () => {
      await forgetClosedHoldAddresses(db, now());
    },
  });
  jobs.define({
    // 24 h and 1 h before each accepted session, to both people, each once (DESIGN rule 3); the
    // appointments service also sends this job on an acceptance, so a reminder already due goes out at once.
    name: SESSION_REMINDERS_JOB,
    cron: EVERY_MINUTE,
    run: async () => {
      const { recorded, mailsFailed } = await sendDueReminders(deps);
      // Reminders just recorded may owe SMS or WhatsApp messages: sent now, not at the next minute.
      if (recorded > 0) await Promise.all([jobs.send(PHONE_MESSAGES_JOB), jobs.send(PUSH_MESSAGES_JOB)]);
      throwIfMailsFailed(mailsFailed);
    },
  });
  jobs.define({
    // No paid request waits past its start (DESIGN rule 4): rejected, refunded, the client told.
    name: EXPIRE_REQUESTS_JOB,
    cron: EVERY_MINUTE,
    run: async () => {
      const { expired, refundsStillOwed, mailsFailed } = await expireUnansweredRequests(deps);
      // The refund job owns refunds the gateway refused, with its own back-off.
      if (refundsStillOwed > 0) await jobs.send(REFUND_RETRY_JOB);
      if (expired > 0) await Promise.all([jobs.send(PHONE_MESSAGES_JOB), jobs.send(PUSH_MESSAGES_JOB)]);
      throwIfMailsFailed(mailsFailed);
    },
  });
  jobs.define({
    // SMS and WhatsApp messages owed by session events (DESIGN "Phones"): each row is sent once
    // across instances and carries its own retries with back-off (a retry goes at the first run
    // after it is due), so this run fails only when the database does.
    name: PHONE_MESSAGES_JOB,
    cron: EVERY_MINUTE,
    run: async () => {
      await phoneMessages.deliver();
    },
  });
  jobs.define({
    // Web push owed by the same session events (DESIGN "The installable app and push"): as the
    // phone job, each row is sent once and carries its own retries; a device whose push service
    // answers 404 or 410 is deleted.
    name: PUSH_MESSAGES_JOB,
    cron: EVERY_MINUTE,
    run: async () => {
      await pushMessages.deliver();
    },
  });
}
