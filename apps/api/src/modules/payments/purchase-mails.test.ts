import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { insertCourse, insertWebinar } from '../../../test/purchase-fixture.ts';
import { startMailInbox, type MailInbox, type ReceivedMail } from '../auth/testing/mail-inbox.ts';
import { createOrder, payOrder } from '../appointments/appointments-test-kit.ts';
import { OPERATOR_DETAILS } from '../../config/env-test-kit.ts';

// Every purchase is confirmed by e-mail, once, over real SMTP; no mail quotes an appointment reason.

const APP_URL = 'https://sukoon.example.test';
// Monday 3 December 2029, 10:30 in India.
const NOW = new Date('2029-12-03T05:00:00.000Z');
const PRIVATE_REASON = 'Panic attacks since my divorce';

/** The mail as a reader sees it: quoted-printable undone, soft line breaks joined. */
function bodyOf(mail: ReceivedMail): string {
  const joined = mail.raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/(=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
  );
  return bytes.replace(/\r\n/g, '\n');
}

/** The Subject header, unfolded, its quoted-printable encoded words decoded. */
function subjectOf(mail: ReceivedMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const value = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
  const words = [...value.matchAll(/=\?UTF-8\?Q\?(.*?)\?=/gi)].map((match) => match[1] ?? '');
  if (words.length === 0) return value;
  return decodeURIComponent(
    words
      .join('')
      .replaceAll('_', ' ')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  );
}

describe('purchase confirmation e-mails', () => {
  let inbox: MailInbox;
  let t: TestApp;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp(
      { SMTP_URL: inbox.smtpUrl, APP_URL, ALLOW_SIMULATED_PAYMENTS: 'true', ...OPERATOR_DETAILS },
      { now: () => NOW },
    );
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object, user = buyer) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });

  async function pay(purchase: object): Promise<{ paymentId: string; orderId: string; signature: string }> {
    const order = await post('/api/create', purchase);
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json<{ orderId: string }>();
    const proof = await post('/api/payments/simulate', { orderId, outcome: 'success' });
    return proof.json();
  }

  const mailsTo = (user: TestUser) => inbox.all().filter((mail) => mail.to === user.email.toLowerCase());

  it('confirms a course: what was bought, the amount and the link to it, once', async () => {
    buyer = await createUserWithToken(t);
    const course = await insertCourse(t, { name: 'Calm Parenting', priceRupees: 499 });
    const proof = await pay({ purpose: 'course', courseId: course.id });
    expect((await post('/api/verify-payment', proof)).statusCode).toBe(200);

    const mail = await inbox.next(buyer.email);
    expect(subjectOf(mail)).toBe('You are enrolled in Calm Parenting — Sukoon');
    const body = bodyOf(mail);
    expect(body).toContain(
      'your payment of ₹499 was received and you are enrolled in the course “Calm Parenting”',
    );
    expect(body).toContain(`${APP_URL}/courseInfo/${course.id}`);

    // The page verifying again changes nothing and sends nothing; the next purchase's mail is the next one.
    expect((await post('/api/verify-payment', proof)).statusCode).toBe(200);
    const webinar = await insertWebinar(t, new Date('2029-12-10T13:00:00.000Z'), { priceRupees: 0 });
    expect((await post(`/api/webinars/${webinar.id}/enroll`, {})).statusCode).toBe(200);
    expect(subjectOf(await inbox.next(buyer.email))).toMatch(/^Your seat: /);
    expect(mailsTo(buyer).filter((item) => subjectOf(item).startsWith('You are enrolled'))).toHaveLength(1);
  });

  it('confirms a paid webinar with its day and time in IST and how to join, never the meeting password', async () => {
    buyer = await createUserWithToken(t);
    const webinar = await insertWebinar(t, new Date('2029-12-10T13:00:00.000Z'), {
      title: 'Talking to teenagers',
      date: '2029-12-10',
      time: '18:30',
      priceRupees: 299,
    });
    const proof = await pay({ purpose: 'webinar', webinarId: webinar.id });
    expect((await post('/api/confirmpayment', { webinarId: webinar.id, ...proof })).statusCode).toBe(200);

    const mail = await inbox.next(buyer.email);
    expect(subjectOf(mail)).toBe('Your seat: Talking to teenagers — Sukoon');
    const body = bodyOf(mail);
    expect(body).toContain('your payment of ₹299 was received');
    expect(body).toContain('When: Monday, 10 Dec 2029, 6:30 pm IST.');
    expect(body).toContain(`${APP_URL}/webinarInfo/${webinar.id}`);
    expect(body).not.toContain(webinar.meetingPass);
    expect(body).not.toContain(webinar.meetingLink);

    expect((await post('/api/verify-payment', proof)).statusCode).toBe(200);
    const course = await insertCourse(t);
    expect(
      (await post('/api/verify-payment', await pay({ purpose: 'course', courseId: course.id }))).statusCode,
    ).toBe(200);
    expect(subjectOf(await inbox.next(buyer.email))).toMatch(/^You are enrolled/);
    expect(mailsTo(buyer).filter((item) => subjectOf(item).startsWith('Your seat'))).toHaveLength(1);
  });

  it('confirms a free webinar seat once, however often the button is pressed', async () => {
    buyer = await createUserWithToken(t);
    const webinar = await insertWebinar(t, new Date('2029-12-12T04:30:00.000Z'), {
      title: 'Sleep, gently',
      date: '2029-12-12',
      time: '10:00',
      priceRupees: 0,
    });
    expect((await post(`/api/webinars/${webinar.id}/enroll`, {})).statusCode).toBe(200);
    const mail = await inbox.next(buyer.email);
    expect(subjectOf(mail)).toBe('Your seat: Sleep, gently — Sukoon');
    const body = bodyOf(mail);
    expect(body).toContain('You have a seat in the free webinar “Sleep, gently”');
    expect(body).toContain('When: Wednesday, 12 Dec 2029, 10:00 am IST.');
    expect(body).toContain(`${APP_URL}/webinarInfo/${webinar.id}`);

    expect((await post(`/api/webinars/${webinar.id}/enroll`, {})).statusCode).toBe(200);
    const course = await insertCourse(t);
    await post('/api/verify-payment', await pay({ purpose: 'course', courseId: course.id }));
    expect(subjectOf(await inbox.next(buyer.email))).toMatch(/^You are enrolled/);
    expect(mailsTo(buyer).filter((item) => subjectOf(item).startsWith('Your seat'))).toHaveLength(1);
  });

  it('never quotes the appointment reason back, in any appointment e-mail', async () => {
    buyer = await createUserWithToken(t);
    const ids: string[] = [];
    for (const slot of [11, 12]) {
      const order = await createOrder(t, buyer, { date: '2029-12-05', slot, reason: PRIVATE_REASON });
      expect(order.statusCode, order.body).toBe(200);
      expect((await payOrder(t, buyer, order.json<{ orderId: string }>().orderId)).statusCode).toBe(200);
      expect(subjectOf(await inbox.next(buyer.email))).toMatch(/appointment request/i);
    }
    const mine = await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: buyer.headers });
    ids.push(...mine.json<{ _id: string }[]>().map((row) => row._id));
    const decide = (id: string, status: string) => post(`/api/appointments/${id}`, { status }, admin);
    expect((await decide(ids[0] ?? '', 'accepted')).statusCode).toBe(200);
    expect((await decide(ids[1] ?? '', 'rejected')).statusCode).toBe(200);
    const decided = [await inbox.next(buyer.email), await inbox.next(buyer.email)];
    expect(decided.map((mail) => subjectOf(mail)).sort()).toEqual([
      'About your appointment request — Sukoon',
      'Your appointment is confirmed — Sukoon',
    ]);

    const appointmentMails = mailsTo(buyer);
    expect(appointmentMails).toHaveLength(4);
    for (const mail of appointmentMails) {
      expect(bodyOf(mail)).not.toContain('Panic attacks');
      expect(bodyOf(mail)).not.toContain('You wrote');
    }
  });
});
