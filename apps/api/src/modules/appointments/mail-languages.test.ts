import { formatIstDate } from '@sukoon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../../../test/purchase-fixture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { newPerson } from '../auth/testing/accounts.ts';
import { startMailInbox, type MailInbox, type ReceivedMail } from '../auth/testing/mail-inbox.ts';
import { counsellorBody } from '../counsellors/counsellors-test-kit.ts';
import { bookAndPay } from './appointments-test-kit.ts';
import { OPERATOR_DETAILS } from '../../config/env-test-kit.ts';

// Issue 20: every e-mail in its reader's language (the profile's; the page's for a sign-up code),
// over real SMTP, and the error messages the web app shows in the request's language.

// Monday 3 December 2029, 10:30 in India; the session is on Wednesday the 5th, 11 AM IST.
const NOW = new Date('2029-12-03T05:00:00.000Z');
const DAY = '2029-12-05';
const DEVANAGARI = /[\u0900-\u097f]/;
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/;

/** RFC 2047 encoded words (B or Q) in a header, decoded. */
const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?(.*?)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replaceAll('_', ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => `%${code}`),
          'utf8',
        )
          .toString()
          .replace(/%([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)))
          .replace(/[\u0080-\u00ff]+/g, (run) => Buffer.from(run, 'latin1').toString('utf8')),
  );

const headerBlock = (raw: string) => raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';

/** The mail as its reader sees it: the subject, and its text, HTML and calendar parts decoded. */
function readMail(mail: ReceivedMail): { subject: string; text: string; html: string; ics: string } {
  const subject = decodeWords(/^Subject: (.*)$/m.exec(headerBlock(mail.raw))?.[1] ?? '');
  const parts = new Map<string, string>();
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).slice(1)) {
    const [rawHead = '', ...rest] = part.split(/\r?\n\r?\n/);
    const head = rawHead.replace(/\r?\n[ \t]+/g, ' ');
    const type = /content-type: *([\w/-]+)/i.exec(head)?.[1]?.toLowerCase() ?? '';
    const encoding = /content-transfer-encoding: *(\S+)/i.exec(head)?.[1]?.toLowerCase();
    const body = rest.join('\n\n');
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? body
              .replace(/=\r?\n/g, '')
              .replace(/(=[0-9A-F]{2})+/g, (run) =>
                Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
              )
          : body;
    if (!parts.has(type)) parts.set(type, decoded.replace(/\r\n/g, '\n'));
  }
  return {
    subject,
    text: parts.get('text/plain') ?? '',
    html: parts.get('text/html') ?? '',
    ics: parts.get('text/calendar') ?? '',
  };
}

describe('e-mails and error messages in the person’s language', () => {
  let inbox: MailInbox;
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp(
      {
        SMTP_URL: inbox.smtpUrl,
        APP_URL: 'https://sukoon.example.test',
        ALLOW_SIMULATED_PAYMENTS: 'true',
        ...OPERATOR_DETAILS,
      },
      { now: () => NOW },
    );
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** A person whose profile language is `language`, set through the profile page's call. */
  async function personSpeaking(language: string): Promise<TestUser> {
    const user = await createUserWithToken(t);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/write',
      headers: user.headers,
      payload: { language },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return user;
  }

  it('writes the appointment e-mails and the calendar invite in Hindi to a person whose language is Hindi', async () => {
    const person = await personSpeaking('Hindi');
    await bookAndPay(t, person, { date: DAY, slot: 11 });

    const received = readMail(await inbox.next(person.email));
    expect(received.subject).toBe('हमें आपकी अपॉइंटमेंट रिक्वेस्ट मिल गई है — Sukoon');
    const hindiDay = formatIstDate(DAY, { weekday: 'long', locale: 'hi' });
    expect(hindiDay).toMatch(/^बुधवार, 5 /);
    const { text, html } = received;
    expect(text).toContain('नमस्ते Ravi,');
    expect(text).toContain(`${hindiDay}, सुबह 11 से दोपहर 12 बजे तक (भारतीय समय)`);
    expect(text).toContain('धन्यवाद: आपका भुगतान मिल गया है');
    expect(text).not.toMatch(DEVANAGARI_DIGITS);
    expect(text).not.toContain('Hello');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(hindiDay);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: person.headers,
    });
    const [appointment] = mine.json<{ _id: string }[]>();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/${appointment?._id ?? ''}`,
      headers: admin.headers,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const confirmation = readMail(await inbox.next(person.email));
    expect(confirmation.subject).toBe('आपका अपॉइंटमेंट पक्का हो गया है — Sukoon');
    expect(confirmation.text).toContain(
      `${hindiDay}, सुबह 11 से दोपहर 12 बजे तक (भारतीय समय) का आपका अपॉइंटमेंट पक्का हो गया है।`,
    );
    expect(confirmation.text).toMatch(/सेशन शुरू होने से कुछ मिनट पहले https:\/\/\S+ पर जुड़ें।/);
    const unfolded = confirmation.ics.replace(/\n /g, '');
    expect(unfolded).toContain('SUMMARY:Sukoon काउंसलिंग सेशन (सुबह 11 से दोपहर 12 बजे तक IST)');
    expect(unfolded).toMatch(/DESCRIPTION:Sukoon के साथ आपका अकेले में काउंसलिंग सेशन। इसमें यहाँ जुड़ें: https:/);
    expect(unfolded).toContain('DTSTART:20291205T053000Z');
  });

  it('writes a course receipt in Marathi to a person whose language is Marathi', async () => {
    const person = await personSpeaking('Marathi');
    const course = await insertCourse(t, { name: 'Calm Parenting', priceRupees: 499 });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/create',
      headers: person.headers,
      payload: { purpose: 'course', courseId: course.id },
    });
    const { orderId } = order.json<{ orderId: string }>();
    const proof = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      headers: person.headers,
      payload: { orderId, outcome: 'success' },
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      headers: person.headers,
      payload: proof.json<object>(),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const mail = readMail(await inbox.next(person.email));
    expect(mail.subject).toBe('Calm Parenting साठी तुमची नोंदणी झाली — Sukoon');
    expect(mail.text).toContain('नमस्कार Ravi,');
    expect(mail.text).toContain('धन्यवाद: तुमचे ₹499 चे पेमेंट मिळाले');
    expect(mail.text).toContain('हा ई-मेल तुमची पावती म्हणून जपून ठेवा.');
  });

  it('sends the sign-up code in the language of the page the person signed up on', async () => {
    const person = newPerson();
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'mr' },
      payload: person,
    });
    expect(register.statusCode, register.body).toBe(200);
    const mail = readMail(await inbox.next(person.email));
    expect(mail.subject).toBe('तुमचा Sukoon साइन अप कोड');
    expect(mail.text).toMatch(/तुमचा OTP आहे \d{6}/);
    expect(mail.text).toContain('हा कोड 10 मिनिटे वैध आहे.');

    const english = newPerson();
    await t.app.inject({ method: 'POST', url: '/api/register', payload: english });
    expect(readMail(await inbox.next(english.email)).subject).toBe('Your Sukoon sign-up code');
  });

  it('writes the counsellor invitation in the inviting admin’s language, English without one', async () => {
    const invite = async (headers: Record<string, string>) => {
      const body = counsellorBody();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/counsellors',
        headers: { ...admin.headers, ...headers },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return { id: response.json<{ counsellor: { _id: string } }>().counsellor._id, email: body.email };
    };

    const hindi = await invite({ 'accept-language': 'hi-IN,hi;q=0.9' });
    const hindiMail = readMail(await inbox.next(hindi.email));
    expect(hindiMail.subject).toBe('Sukoon पर काउंसलर के रूप में आपको आमंत्रण');
    expect(hindiMail.text).toContain('नमस्ते Farah,');
    expect(hindiMail.text).toContain(
      'अपना पासवर्ड यहाँ चुनें: https://sukoon.example.test/counsellor/welcome?token=',
    );

    // A new link goes in the language of the admin who asks for it.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/counsellors/${hindi.id}/invite`,
      headers: { ...admin.headers, 'accept-language': 'mr' },
      payload: {},
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'नवे निमंत्रण पाठवले आहे.' });
    const marathiMail = readMail(await inbox.next(hindi.email));
    expect(marathiMail.subject).toBe('Sukoon वर समुपदेशक म्हणून तुम्हाला आमंत्रण');
    expect(marathiMail.text).toContain('ही लिंक एकदाच आणि 7 दिवस चालते.');

    const english = await invite({});
    const englishMail = readMail(await inbox.next(english.email));
    expect(englishMail.subject).toBe('You are invited to counsel on Sukoon');
    expect(englishMail.text).toContain(
      'Set your password here: https://sukoon.example.test/counsellor/welcome?token=',
    );
  });

  it('answers error messages in the request’s language, English without one or for one we do not speak', async () => {
    const logIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { emailorphone: 'nobody@example.test', password: 'not the password' },
      });
    const hindi = await logIn({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ message: 'ई-मेल/फ़ोन या पासवर्ड गलत है।' });
    expect(hindi.json<{ message: string }>().message).toMatch(DEVANAGARI);
    expect((await logIn({})).json()).toMatchObject({ message: 'Invalid email/phone or password.' });
    expect((await logIn({ 'accept-language': 'fr-FR' })).json()).toMatchObject({
      message: 'Invalid email/phone or password.',
    });

    // A booking rule with its number, and a field message keeping its field for the form.
    const person = await createUserWithToken(t);
    const pastSlot = await t.app.inject({
      method: 'POST',
      url: '/api/create',
      headers: { ...person.headers, 'accept-language': 'mr' },
      payload: {
        purpose: 'appointment',
        date: '2029-12-03',
        slot: 9,
        reason: 'Stress',
        counsellingConsent: true,
      },
    });
    expect(pastSlot.statusCode).toBe(400);
    expect(pastSlot.json()).toMatchObject({ message: 'slot: आज ही वेळ सुरू झाली आहे; कृपया नंतरची वेळ निवडा' });
  });
});
