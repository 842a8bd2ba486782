import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_FEE_PAISE } from '@sukoon/contract';
import type { NotificationsResponse } from '@sukoon/contract/notifications';
import { appointments, payments } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createRazorpayTestApp, postAs } from '../../../test/razorpay-test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { waitForOutbox, type OutboxMail } from '../../../test/outbox.ts';
import { createCounsellor, deactivateAllCounsellors, type TestCounsellor } from './counsellor-test-kit.ts';

// Tuesday 1 January 2030, 11:30 in India. Thursday the 3rd at 15:00 IST is 09:30 UTC; Friday the
// 4th at 11:00 IST is 05:30 UTC.
const TUESDAY = '2030-01-01T06:00:00.000Z';

/** The calendar entries of these mails with this METHOD. */
const entries = (mails: OutboxMail[], method: 'REQUEST' | 'CANCEL') =>
  mails.flatMap((mail) => mail.calendars).filter((ics) => field(ics, 'METHOD') === method);
const field = (ics: string | undefined, name: string) =>
  new RegExp(`\\r?\\n${name}:([^\\r\\n]*)`).exec(ics ?? '')?.[1];

describe('a session moved and then cancelled, paid at Razorpay (a local fake), mails in the outbox', () => {
  const clock = { now: new Date(TUESDAY) };
  let t: TestApp;
  let fake: FakeRazorpay;
  let admin: TestUser;
  let client: TestUser;
  let counsellor: TestCounsellor;

  beforeAll(async () => {
    // No mailer given: the app's own, which writes each mail to DATA_DIR/outbox.
    ({ t, fake } = await createRazorpayTestApp(clock, { REFUND_RETRY_MINUTES: '0' }));
    await deactivateAllCounsellors(t);
    admin = await createUserWithToken(t, 'admin');
    client = await createUserWithToken(t, 'user', { firstName: 'Kiran' });
    counsellor = await createCounsellor(t, { firstName: 'Meera' });
  });
  afterAll(() => t.close());

  it('keeps its calendar UID with a higher SEQUENCE each time, and is refunded in full exactly once', async () => {
    const order = await postAs(t, client, '/api/create', {
      purpose: 'appointment',
      date: '2030-01-03',
      slot: 15,
      reason: 'Sleep has been hard lately',
      counsellorId: counsellor.counsellorId,
    });
    expect(order.statusCode, order.body).toBe(200);
    const proof = fake.pay(order.json<{ orderId: string }>().orderId);
    expect((await postAs(t, client, '/api/verify-payment', proof)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.userId, client.id));
    const id = row!.id;

    expect((await postAs(t, counsellor, `/api/appointments/${id}`, { status: 'accepted' })).statusCode).toBe(
      200,
    );
    const [accepted] = entries(await waitForOutbox(t.config.dataDir, client.email, 1), 'REQUEST');
    const uid = field(accepted, 'UID');
    expect(uid).toBeTruthy();
    expect(field(accepted, 'SEQUENCE')).toBe('0');
    expect(field(accepted, 'DTSTART')).toBe('20300103T093000Z');

    // A day and a half ahead: the client may move it, once.
    clock.now = new Date('2030-01-02T02:00:00.000Z');
    const moved = await postAs(t, client, `/api/appointments/${id}/reschedule`, {
      date: '2030-01-04',
      slot: 11,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const updates = entries(await waitForOutbox(t.config.dataDir, client.email, 2), 'REQUEST');
    const update = updates.find((ics) => field(ics, 'SEQUENCE') === '1');
    expect(field(update, 'UID')).toBe(uid);
    expect(field(update, 'DTSTART')).toBe('20300104T053000Z');
    const forCounsellor = await waitForOutbox(t.config.dataDir, counsellor.email, 2);
    expect(
      entries(forCounsellor, 'REQUEST').map((ics) => [field(ics, 'UID'), field(ics, 'SEQUENCE')]),
    ).toEqual(
      expect.arrayContaining([
        [uid, '0'],
        [uid, '1'],
      ]),
    );
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: counsellor.headers,
    });
    const [movedNotice] = bell.json<NotificationsResponse>().notifications;
    expect(movedNotice?.kind).toBe('counsellor.moved');
    expect(movedNotice?.body).toMatch(/from Thursday, 3 Jan 2030.* to Friday, 4 Jan 2030/);

    // The admin cancels; the counsellor's cancel right after finds nothing more to refund.
    clock.now = new Date('2030-01-02T03:00:00.000Z');
    const cancelled = await postAs(t, admin, `/api/appointments/${id}`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await postAs(t, counsellor, `/api/appointments/${id}`, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    const refunds = fake.refunds.filter((refund) => refund.paymentId === proof.razorpay_payment_id);
    expect(refunds).toEqual([expect.objectContaining({ amount: APPOINTMENT_FEE_PAISE })]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.appointmentId, id));
    expect(payment).toMatchObject({ status: 'refunded', providerRefundId: refunds[0]!.id });

    for (const email of [client.email, counsellor.email]) {
      const [cancel] = entries(await waitForOutbox(t.config.dataDir, email, 3), 'CANCEL');
      expect(field(cancel, 'UID'), email).toBe(uid);
      expect(field(cancel, 'SEQUENCE'), email).toBe('2');
      expect(field(cancel, 'STATUS'), email).toBe('CANCELLED');
    }
    const told = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: client.headers });
    const [cancelNotice] = told.json<NotificationsResponse>().notifications;
    expect(cancelNotice?.kind).toBe('appointment.cancelled');
    expect(cancelNotice?.body).toContain('refunded in full');
  });
});
