import { expect } from 'vitest';
import { inArray } from 'drizzle-orm';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract';
import { appointments, payments } from '../../../src/db/schema/index.ts';
import type { World } from './harness.ts';
import { LIVE } from './model.ts';

// The real side: the invariants read back from the database.

/** Checks, after every command, the rules that must hold whatever the model says, then the model. */
export async function checkInvariants({ model, real }: World): Promise<void> {
  const { db } = real.h.t.database;
  const userIds = real.users.map((u) => u.id);
  const [apptRows, payRows] = await Promise.all([
    db.select().from(appointments).where(inArray(appointments.userId, userIds)),
    db.select().from(payments).where(inArray(payments.userId, userIds)),
  ]);
  const paymentById = new Map(payRows.map((p) => [p.id, p]));
  const gatewayRefunds = real.h.fake.refunds.slice(real.refundsBefore);

  // At most one live appointment per counsellor, date and slot, and per date and slot among those
  // without a counsellor (the spec's one calendar); and one per client and hour whoever it is with.
  const liveRows = apptRows.filter((a) => LIVE.includes(a.status));
  const live = liveRows.map((a) => `${a.counsellorId ?? 'one calendar'} ${a.date} ${a.slot}`);
  expect(new Set(live).size, `live rows ${live.join(', ')}`).toBe(live.length);
  const perClient = liveRows.map((a) => `${a.userId} ${a.date} ${a.slot}`);
  expect(new Set(perClient).size, `live rows per client ${perClient.join(', ')}`).toBe(perClient.length);

  // Nothing is a request without a payment verified at the gateway, of the server's exact price.
  const requests = new Set<string>();
  for (const a of apptRows) {
    if (a.status === 'awaiting_payment' || a.status === 'expired') {
      expect(a.paymentId, `unpaid ${a.status} row`).toBeNull();
      continue;
    }
    const p = paymentById.get(a.paymentId ?? '');
    expect(p, `${a.status} appointment without its payment`).toBeDefined();
    expect(p).toMatchObject({
      userId: a.userId,
      appointmentId: a.id,
      purpose: 'appointment',
      amountPaise: APPOINTMENT_FEE_PAISE,
      currency: 'INR',
    });
    const atGateway = real.h.fake.payments.get(p!.providerPaymentId ?? '');
    expect(atGateway, 'a request whose payment the gateway never took').toMatchObject({
      orderId: p!.providerOrderId,
      amount: APPOINTMENT_FEE_PAISE,
    });
    if (a.status === 'rejected' || a.status === 'cancelled') {
      // Never left as plain 'paid': the refund is made, or owed and retried.
      expect(
        p!.status === 'refunded' || p!.refundState === 'owed' || p!.refundState === 'claimed',
        `${a.status}, no refund`,
      ).toBe(true);
    } else {
      expect(p, `${a.status} request on a refunded payment`).toMatchObject({
        status: 'paid',
        refundState: 'none',
        providerRefundId: null,
      });
      requests.add(p!.id);
    }
  }

  // Every payment the client made either bought a live request or is refunded (or owed) — once.
  for (const p of payRows) {
    if (p.status === 'paid' && p.refundState === 'none') {
      expect(requests.has(p.id), `payment ${p.providerOrderId} paid for nothing`).toBe(true);
    }
    const refunds = gatewayRefunds.filter((r) => r.paymentId === p.providerPaymentId);
    if (p.status === 'refunded') {
      expect(refunds, `payment ${p.providerOrderId} refunded ${refunds.length} times`).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ id: p.providerRefundId, amount: p.amountPaise });
    } else {
      expect(refunds, `refund at the gateway for a ${p.status} payment`).toHaveLength(0);
    }
  }
  expect(gatewayRefunds.length, 'gateway refunds vs refunded rows').toBe(
    payRows.filter((p) => p.status === 'refunded').length,
  );

  // The model predicted every row.
  const apptById = new Map(apptRows.map((a) => [a.id, a]));
  expect(apptRows).toHaveLength(model.appts.length);
  for (const a of model.appts) {
    const row = apptById.get(a.id);
    expect(row?.status, `appointment on slot ${a.slot} of client ${a.user}`).toBe(a.status);
    expect(row?.userId).toBe(real.users[a.user]!.id);
    // The chosen counsellor is the one held; "any" gave the one the model picked.
    expect(row?.counsellorId ?? null, `counsellor of slot ${a.slot} of client ${a.user}`).toBe(
      a.counsellor === null ? null : real.counsellorIds[a.counsellor],
    );
    if (a.status === 'awaiting_payment') expect(row?.holdExpiresAt?.getTime()).toBe(a.holdExpiresAt);
    // Where it is now, whether it was moved, and its calendar entry's SEQUENCE: one more for the
    // move and one more for a cancellation.
    const { date, hour } = model.slots[a.slot]!;
    expect(`${row?.date} ${row?.slot}`, `hour of client ${a.user}'s appointment`).toBe(`${date} ${hour}`);
    expect((row?.rescheduledAt ?? null) === null, 'never moved').toBe(a.movedFrom === null);
    expect(row?.icsSequence).toBe((a.movedFrom === null ? 0 : 1) + (a.status === 'cancelled' ? 1 : 0));
    const paidBy = a.paidBy === null ? null : model.orders[a.paidBy]!.orderId;
    expect(row?.paymentId ? paymentById.get(row.paymentId)?.providerOrderId : null).toBe(paidBy);
  }
  const byOrderId = new Map(payRows.map((p) => [p.providerOrderId, p]));
  expect(payRows.filter((p) => p.status === 'failed')).toHaveLength(model.failedOrders);
  expect(payRows).toHaveLength(model.orders.length + model.failedOrders);
  for (const o of model.orders) {
    const row = byOrderId.get(o.orderId);
    expect(row?.status, `order ${o.orderId}`).toBe(o.status);
    expect(row?.appointmentId).toBe(model.appts[o.appt]!.id);
    expect(row?.refundState === 'owed' || row?.refundState === 'claimed', `refund owed on ${o.orderId}`).toBe(
      o.refundOwed,
    );
  }
}
