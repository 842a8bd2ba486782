import { readIstClock, sessionStart } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import type { PaymentRefunds } from '../payments/payment-refunds.ts';
import type { AppointmentsService } from '../appointments/appointments-service.ts';
import type { SessionNotices } from './session-notices.ts';
import { listSessionsOnDays } from './session-notices-repository.ts';

/**
 * Rejects every paid request still pending at its start (DESIGN rule 4): in one transaction the
 * status, the refund owed and the client's notice, so a second run finds nothing to do; then the
 * refund is asked for, and the mail sent. A refund the gateway refuses stays owed for the refund
 * job (`refundsStillOwed`); a mail that fails stays owed (`mailsFailed`) for the job's retry.
 */
export type RequestExpiryDeps = Pick<AppContext, 'db' | 'now' | 'log'> & {
  refunds: Pick<PaymentRefunds, 'markOwed' | 'refundOwed'>;
  notices: Pick<SessionNotices, 'record' | 'deliver'>;
  appointments: Pick<AppointmentsService, 'rejectPending'>;
};

export async function expireUnansweredRequests(
  ctx: RequestExpiryDeps,
): Promise<{ expired: number; refundsStillOwed: number; mailsFailed: number }> {
  const { refunds, notices, log, appointments } = ctx;
  const now = ctx.now();
  const pending = await listSessionsOnDays(ctx.db, ['pending'], { to: readIstClock(now).today });
  const due = pending.filter((request) => sessionStart(request.date, request.slot) <= now);
  const expired: { id: string; paymentId: string | null }[] = [];
  for (const request of due) {
    const closed = await ctx.db.transaction(async (tx) => {
      const row = await appointments.rejectPending(tx, request.id, now);
      if (!row) return undefined; // accepted or rejected meanwhile
      if (row.paymentId) await refunds.markOwed(tx, row.paymentId, now);
      await notices.record(tx, row.id, 'expired', row.userId);
      return row;
    });
    if (closed) expired.push(closed);
  }
  let refundsStillOwed = 0;
  for (const request of expired) {
    if (!request.paymentId) continue;
    try {
      await refunds.refundOwed(request.paymentId);
    } catch (error) {
      log.error({ err: error, appointmentId: request.id }, 'refund of an expired request failed');
      refundsStillOwed += 1;
    }
  }
  if (expired.length > 0) log.info({ expired: expired.length }, 'unanswered requests expired');
  const { failed } = await notices.deliver();
  return { expired: expired.length, refundsStillOwed, mailsFailed: failed };
}
