import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { appointments, payments } from '../../../src/db/schema/index.ts';
import type { World } from './harness.ts';
import { checkInvariants } from './invariants.ts';
import { WEBHOOK_STATUS, decide, settle } from './model.ts';
import { deliver, expectStatus, post } from './requests.ts';

/**
 * After a run the gateway is back and Razorpay delivers what it owes: a webhook for every payment
 * the server has not heard of, a redelivery for every refund still owed, and the admin's retry of
 * a rejection's or cancellation's refund. Then every payment bought a live request or was refunded exactly once.
 */
export async function drain(world: World): Promise<void> {
  const { model: m, real } = world;
  real.h.fake.failNext(0);
  m.gatewayDown = false;
  for (const [index, order] of m.orders.entries()) {
    if (!order.proof) continue;
    const paidFor = m.appts.find((a) => a.paidBy === index);
    if ((paidFor?.status === 'rejected' || paidFor?.status === 'cancelled') && order.refundOwed) {
      const { status } = paidFor;
      const res = await post(real, real.h.admin, `/api/appointments/${paidFor.id}`, { status });
      expectStatus(res, decide(m, paidFor, status), `retrying the refund of a ${status} appointment`);
    } else if (order.status === 'created' || order.refundOwed) {
      const res = await deliver(m, real, index, 'payment.captured', 'replay', 0, false);
      expectStatus(res, WEBHOOK_STATUS[settle(m, index)], 'the gateway delivering what it owes');
    }
  }
  await checkInvariants(world);
  // From the gateway's side, without the model: each payment it took bought a live request or
  // went back, and nothing else of this run's is still owed.
  const { db } = real.h.t.database;
  const rows = await db
    .select({ payment: payments, appointmentStatus: appointments.status })
    .from(payments)
    .leftJoin(appointments, eq(appointments.paymentId, payments.id))
    .where(
      inArray(
        payments.userId,
        real.users.map((u) => u.id),
      ),
    );
  const ours = new Set(m.orders.map((o) => o.orderId));
  for (const taken of real.h.fake.payments.values()) {
    if (!ours.has(taken.orderId)) continue;
    const row = rows.find((r) => r.payment.providerPaymentId === taken.id);
    const outcome =
      row?.payment.status === 'refunded'
        ? 'refunded'
        : row?.payment.status === 'paid' && row.payment.refundState === 'none'
          ? row.appointmentStatus
          : row?.payment.status;
    expect(['refunded', 'pending', 'accepted'], `payment ${taken.orderId} ended ${outcome}`).toContain(
      outcome,
    );
  }
  for (const [index, order] of m.orders.entries()) {
    const paidFor = m.appts.find((a) => a.paidBy === index);
    if (!order.proof) expect(order.status).toBe('created');
    else if (order.status !== 'refunded') {
      expect(order.refundOwed).toBe(false);
      expect(['pending', 'accepted']).toContain(paidFor?.status);
    }
  }
}
