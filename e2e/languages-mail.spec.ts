import { expect, test } from '@playwright/test';
import { BOOKING_WINDOW_DAYS, addCalendarDays, readIstClock } from '@sukoon/contract/slots';
import { formatIstDate } from '@sukoon/contract/ist';
import { newPerson, registerVerified } from './harness/accounts.ts';
import { E2E_BASE_URL } from './harness/e2e-env.ts';
import { mailsTo, waitForMail } from './harness/mailbox.ts';

// Issue 20: a signed-in person whose profile language is Hindi books a session through the web
// app, and the appointment e-mail that arrives is in Hindi. The page is in Hindi too, as it is for
// such a person, so the journey finds the booking form by its structure, not its English words.

const person = newPerson('hindi-mail');
// The last day of the window: every hour is still ahead, whatever time the run starts.
const DAY = addCalendarDays(readIstClock(new Date()).today, BOOKING_WINDOW_DAYS);

/** The subject and the text part of a raw mail, their base64 or quoted-printable undone. */
function readMail(raw: string): { subject: string; text: string } {
  const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const subject = (/^Subject: (.*)$/m.exec(headers)?.[1] ?? '').replace(
    /=\?UTF-8\?B\?(.*?)\?=\s*/gi,
    (_, text: string) => Buffer.from(text, 'base64').toString('utf8'),
  );
  const plain =
    /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
      raw,
    );
  const [, encoding = '', body = ''] = plain ?? [];
  const text =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : body
          .replace(/=\r?\n/g, '')
          .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
  return { subject, text };
}

test('a person whose language is Hindi books a session and gets the appointment e-mail in Hindi', async ({
  page,
  request,
}) => {
  await registerVerified(request, person);
  const login = await request.post('/api/login', {
    data: { emailorphone: person.email, password: person.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const saved = await request.post('/api/user/profile/write', {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: 'Hindi' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const mailsBefore = mailsTo(person.email).length;

  // As the language switcher leaves it: local storage, and the cookie the server reads for the shell.
  await page.context().addCookies([{ name: 'sukoon-language', value: 'hi', url: E2E_BASE_URL }]);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('sukoon-language', 'hi');
  }, token);
  await page.goto('/booknow');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.locator('textarea[name="reason"]').fill('काम का तनाव और नींद की कमी');
  await page.locator(`[data-day="${DAY}"]`).click();
  // The last hour of the day, 8 PM.
  await page.locator('fieldset button[aria-pressed]').last().click();
  await page.locator('input[name="counsellingConsent"]').check();
  await page.locator('form button[type="submit"]').click();
  const checkout = page.getByRole('dialog');
  await expect(checkout).toContainText('₹199');
  await checkout.getByRole('button').last().click();

  const mail = readMail(await waitForMail(person.email, mailsBefore));
  expect(mail.subject).toBe('हमें आपकी अपॉइंटमेंट रिक्वेस्ट मिल गई है — Sukoon');
  const day = formatIstDate(DAY, { weekday: 'long', locale: 'hi' });
  expect(mail.text).toContain(`नमस्ते ${person.firstName},`);
  expect(mail.text).toContain(`${day}, रात 8 से रात 9 बजे तक (भारतीय समय)`);
  expect(mail.text).toContain('हमारे काउंसलरों के पास है।');
  expect(mail.text).not.toContain('Hello');
  expect(mail.text).not.toMatch(/[\u0966-\u096f]/);
});
