import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invoices, payments } from '../../db/schema/index.ts';
import { REFUND_RETRY_JOB } from '../../background-jobs.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createRazorpayTestApp, postAs } from '../../../test/razorpay-test-app.ts';
import { jobStates, makeOwedRefund, paymentRow } from '../../../test/owed-refund.ts';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import { paymentHistoryOf } from '../../../test/invoice-kit.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { EXPIRE_REQUESTS_JOB } from '../../background-jobs.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import { createCounsellor, type TestCounsellor } from '../appointments/counsellor-test-kit.ts';
import { appointmentIdOf, decide, runJob } from '../sessions/session-test-kit.ts';

// A refund issues one credit note against the payment's invoice, whichever path refunds it and
// however often the refund job tries (Razorpay REST API, a local fake).

describe('credit notes', () => {
  const clock = { now: new Date('2030-01-01T06:00:00.000Z') };
  let t: TestApp;
  let fake: FakeRazorpay;
  let people: { buyer: TestUser; admin: TestUser };

  beforeAll(async () => {
    ({ t, fake } = await createRazorpayTestApp(clock, { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1' }));
    people = { buyer: await createUserWithToken(t), admin: await createUserWithToken(t, 'admin') };
  });
  afterAll(() => t.close());

  const documentsOf = (paymentId: string) =>
    t.database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));

  it('are issued once for a refund the job makes after the gateway refused it twice, and not again on later runs', async () => {
    const { orderId } = await makeOwedRefund(t, fake, people, 3);
    const payment = await paymentRow(t, orderId);
    // Paid, so invoiced, though the course was gone and the money is owed back.
    expect((await documentsOf(payment?.id ?? '')).map((row) => row.kind)).toEqual(['bill-of-supply']);

    await t.app.jobs.send(REFUND_RETRY_JOB);
    await expect
      .poll(async () => (await paymentRow(t, orderId))?.status, { timeout: 20_000, interval: 200 })
      .toBe('refunded');
    await expect.poll(() => jobStates(t, REFUND_RETRY_JOB), { timeout: 5_000 }).toEqual({ completed: 1 });
    await t.app.jobs.send(REFUND_RETRY_JOB);
    await expect.poll(() => jobStates(t, REFUND_RETRY_JOB), { timeout: 5_000 }).toEqual({ completed: 2 });

    const documents = await documentsOf(payment?.id ?? '');
    const invoice = documents.find((row) => row.series === 'INV');
    const notes = documents.filter((row) => row.kind === 'credit-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      invoiceId: invoice?.id,
      number: 'CN/29-30/000001',
      totalPaise: invoice?.totalPaise,
      issuedAt: clock.now,
    });
    expect(notes[0]?.paymentReference).toContain((await paymentRow(t, orderId))?.providerRefundId ?? 'none');
    const [history] = await paymentHistoryOf(t, people.buyer);
    expect(history).toMatchObject({ status: 'refunded' });
    expect(history?.documents.map((document) => document.kind)).toEqual(['bill-of-supply', 'credit-note']);
  });

  it('are issued for a second payment of a paid order (two tabs): it is invoiced, refunded and credited', async () => {
    const course = await insertCourse(t);
    const created = await postAs(t, people.buyer, '/api/create', { purpose: 'course', courseId: course.id });
    const { orderId } = created.json<{ orderId: string }>();
    const [firstTab, secondTab] = [fake.pay(orderId), fake.pay(orderId)];
    expect((await postAs(t, people.buyer, '/api/verify-payment', firstTab)).statusCode).toBe(200);
    expect((await postAs(t, people.buyer, '/api/verify-payment', secondTab)).statusCode).toBe(409);
    // The page retrying changes nothing.
    expect((await postAs(t, people.buyer, '/api/verify-payment', secondTab)).statusCode).toBe(409);

    const [first] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, firstTab.razorpay_payment_id));
    const [second] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, secondTab.razorpay_payment_id));
    expect((await documentsOf(first?.id ?? '')).map((row) => row.kind)).toEqual(['bill-of-supply']);
    const secondDocuments = await documentsOf(second?.id ?? '');
    expect(secondDocuments.map((row) => row.kind).sort()).toEqual(['bill-of-supply', 'credit-note']);
    expect(secondDocuments.find((row) => row.series === 'INV')?.paymentReference).toBe(
      secondTab.razorpay_payment_id,
    );
    const notes = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.series, 'CN')));
    expect(notes.map((row) => row.number).sort()).toEqual(['CN/29-30/000001', 'CN/29-30/000002']);
  });
});

describe('credit notes for sessions (simulated gateway)', () => {
  // Saturday 21 November 2026, 10:30 in India; Sunday 10:00 IST is 04:30 UTC.
  const clock = createClock('2026-11-21T05:00:00.000Z');
  let t: TestApp;
  let meera: TestCounsellor;

  beforeAll(async () => {
    t = await createTestApp(
      { JOB_POLL_SECONDS: '0.5', JOB_RETRY_SECONDS: '1', SELLER_GSTIN: '27ABCDE1234F1Z5' },
      { now: clock.now },
    );
    meera = await createCounsellor(t, { firstName: 'Meera' });
  });
  afterAll(() => t?.close());

  const kindsOf = async (client: TestUser) =>
    (await paymentHistoryOf(t, client)).map((item) => [item.status, item.documents.map((row) => row.number)]);

  it('are issued when an accepted session is cancelled', async () => {
    const client = await createUserWithToken(t);
    await bookAndPay(t, client, { date: '2026-11-22', slot: 10, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(t, client);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    expect((await decide(t, meera, id, 'cancelled')).statusCode).toBe(200);
    expect(await kindsOf(client)).toEqual([['refunded', ['INV/26-27/000001', 'CN/26-27/000001']]]);
    const [history] = await paymentHistoryOf(t, client);
    expect(history?.description).toBe('Counselling session on 22 Nov 2026, 10 AM IST with Meera Rao');
  });

  it('are issued once when an unanswered request expires at its start, however often the job runs', async () => {
    const client = await createUserWithToken(t);
    await bookAndPay(t, client, { date: '2026-11-22', slot: 11, counsellorId: meera.counsellorId });
    clock.set('2026-11-22T05:30:00.000Z');
    await runJob(t, EXPIRE_REQUESTS_JOB);
    clock.advanceMinutes(5);
    await runJob(t, EXPIRE_REQUESTS_JOB);
    expect(await kindsOf(client)).toEqual([['refunded', ['INV/26-27/000002', 'CN/26-27/000002']]]);
  });
});
