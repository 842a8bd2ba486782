import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract';
import { appointments, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createRazorpayTestApp, postAs } from '../../../test/razorpay-test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { EXPIRE_REQUESTS_JOB, REFUND_RETRY_JOB } from '../../background-jobs.ts';
import { bookAndPay, createClock, createMailbox } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { appointmentIdOf, decide, notificationsOf, runJob, settled } from './session-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday 10:00 IST is 04:30 UTC.
const SATURDAY = '2026-11-21T05:00:00.000Z';
const SUNDAY = '2026-11-22';
const SUNDAY_TEN = '2026-11-22T04:30:00.000Z';

const rowOf = async (t: TestApp, id: string) => {
  const [row] = await t.database.db
    .select({
      status: appointments.status,
      paymentStatus: payments.status,
      refundId: payments.providerRefundId,
    })
    .from(appointments)
    .innerJoin(payments, eq(payments.id, appointments.paymentId))
    .where(eq(appointments.id, id));
  return row;
};
const expiredNotices = async (t: TestApp, user: TestUser) =>
  (await notificationsOf(t, user)).filter((row) => row.kind === 'appointment.expired');

describe('a paid request nobody answered by its start (simulated gateway)', () => {
  const clock = createClock(SATURDAY);
  const mailbox = createMailbox();
  let t: TestApp;
  let meera: TestCounsellor;
  let asha: TestUser;

  beforeAll(async () => {
    t = await createTestApp(
      { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1' },
      { now: clock.now, mailer: mailbox.mailer },
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(SATURDAY);
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
  });
  const expiredMails = (to: string) =>
    mailbox.to(to).filter((mail) => /could not be confirmed/.test(mail.subject));

  it('is rejected by itself at its start, refunded and the client told, once', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 10, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(t, asha);

    clock.set('2026-11-22T04:29:00.000Z');
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect(await rowOf(t, id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });

    clock.set(SUNDAY_TEN);
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect(await rowOf(t, id)).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    expect(await expiredNotices(t, asha)).toEqual([
      expect.objectContaining({ dedupeKey: `expired:${id}:${asha.id}` }),
    ]);
    expect(expiredMails(asha.email)).toHaveLength(1);
    expect(expiredMails(asha.email)[0]?.text).toContain('refunded in full');
    const mine = await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: asha.headers });
    expect(mine.json<{ status: string }[]>()[0]?.status).toBe('refunded');

    clock.advanceMinutes(5);
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect(await expiredNotices(t, asha)).toHaveLength(1);
    expect(expiredMails(asha.email)).toHaveLength(1);
    // The counsellor can no longer accept it.
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(409);
  });

  it('leaves accepted sessions alone', async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 11, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(t, asha);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    clock.set('2026-11-22T05:30:00.000Z');
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect(await rowOf(t, id)).toMatchObject({ status: 'accepted', paymentStatus: 'paid' });
    expect(await expiredNotices(t, asha)).toEqual([]);
  });
});

describe('a paid request nobody answered, at Razorpay (a local fake)', () => {
  // Tuesday 1 January 2030, 11:30 in India; Thursday the 3rd at 15:00 IST is 09:30 UTC.
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let client: TestUser;

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock, { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1' }));
    await deactivateAllCounsellors(t);
    client = await createUserWithToken(t, 'user', { firstName: 'Kiran' });
  });
  afterAll(() => t.close());

  async function paidRequest(slot: number) {
    const res = await postAs(t, client, '/api/create', {
      purpose: 'appointment',
      counsellingConsent: true,
      date: '2030-01-03',
      slot,
      reason: 'Feeling low for weeks',
    });
    expect(res.statusCode, res.body).toBe(200);
    const proof = fake.pay(res.json<{ orderId: string }>().orderId);
    expect((await postAs(t, client, '/api/verify-payment', proof)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.slot, slot));
    if (!row) throw new Error('no appointment');
    return { id: row.id, paymentId: proof.razorpay_payment_id };
  }
  const refundsOf = (paymentId: string) => fake.refunds.filter((refund) => refund.paymentId === paymentId);

  it('is refunded at the provider exactly once, however often the job runs', async () => {
    const { id, paymentId } = await paidRequest(15);
    clock.now = new Date('2030-01-03T09:30:00.000Z');
    await Promise.all([t.app.jobs.send(EXPIRE_REQUESTS_JOB), t.app.jobs.send(EXPIRE_REQUESTS_JOB)]);
    await settled(t, EXPIRE_REQUESTS_JOB);
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect(await rowOf(t, id)).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    // In full, once.
    expect(refundsOf(paymentId)).toEqual([expect.objectContaining({ amount: APPOINTMENT_FEE_PAISE })]);
    expect(await rowOf(t, id)).toMatchObject({ refundId: refundsOf(paymentId)[0]?.id });
  });

  it('whose refund the gateway refused is refunded by the refund job, once', async () => {
    clock.now = new Date('2030-01-01T06:00:00.000Z');
    const { id, paymentId } = await paidRequest(16);
    clock.now = new Date('2030-01-03T10:30:00.000Z');
    fake.failNext(1);
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect((await rowOf(t, id))?.status).toBe('rejected');
    await settled(t, REFUND_RETRY_JOB);
    expect(await rowOf(t, id)).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' });
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await expiredNotices(t, client)).toHaveLength(2);
  });
});
