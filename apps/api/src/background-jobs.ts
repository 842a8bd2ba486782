import type { AppContext } from './app-context.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { PaymentRefunds } from './modules/payments/payment-refunds.ts';
import { deleteStaleAuthRows, STALE_AUTH_ROWS_SWEEP_CRON } from './modules/auth/stale-auth-rows.ts';

export const REFUND_RETRY_JOB = 'refunds.retry-owed';
export const STALE_AUTH_ROWS_JOB = 'auth.delete-stale-rows';

/** All timed work of the product, in one place (STYLE: one way for each job). */
export function defineBackgroundJobs(
  jobs: JobQueue,
  deps: Pick<AppContext, 'config' | 'db' | 'now'> & { refunds: PaymentRefunds },
): void {
  const { config, db, now, refunds } = deps;
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
}
