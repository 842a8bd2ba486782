import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGES_JOB, SESSION_REMINDERS_JOB } from '../../background-jobs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken } from '../../../test/users-fixture.ts';
import { readOutbox } from '../../../test/outbox.ts';
import { bookAndPay, createClock } from '../appointments/appointments-test-kit.ts';
import { createCounsellor, deactivateAllCounsellors } from '../appointments/counsellor-test-kit.ts';
import { appointmentIdOf, decide, runJob, settled } from '../sessions/session-test-kit.ts';
import { putPreferences, readPhoneOutbox, verifyNumber } from './phones-test-kit.ts';

const clock = createClock('2026-11-21T05:00:00.000Z');

describe('phone messages with no provider configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No SMTP, no SMS or WhatsApp provider: everything goes to DATA_DIR/outbox.
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5' }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes each message as JSON to outbox/sms and outbox/whatsapp, beside the mails, and nothing breaks', async () => {
    await deactivateAllCounsellors(t);
    const meera = await createCounsellor(t, { firstName: 'Meera' });
    const phone = '9812345670';
    const asha = await createUserWithToken(t, 'user', { firstName: 'Asha', phone, language: 'Marathi' });
    await verifyNumber(t, asha, phone);
    expect((await putPreferences(t, asha, { sms: true, whatsapp: true })).statusCode).toBe(200);

    await bookAndPay(t, asha, { date: '2026-11-23', slot: 10, counsellorId: meera.counsellorId });
    const id = await appointmentIdOf(t, asha);
    expect((await decide(t, meera, id, 'accepted')).statusCode).toBe(200);
    await settled(t, SESSION_REMINDERS_JOB);
    await runJob(t, PHONE_MESSAGES_JOB);

    const [whatsapp, ...moreWhatsApp] = readPhoneOutbox(t.config.dataDir, 'whatsapp');
    expect(moreWhatsApp).toEqual([]);
    expect(whatsapp).toEqual({
      channel: 'whatsapp',
      to: phone,
      text: expect.stringContaining(`नमस्कार Asha`) as string,
      language: 'mr',
      template: {
        name: 'session_accepted',
        parameters: ['Asha', expect.any(String), `${t.config.appUrl}/session/${id}`],
      },
      createdAt: clock.now().toISOString(),
    });
    const sessionSms = readPhoneOutbox(t.config.dataDir, 'sms').filter(
      (sms) => sms.template?.name === 'session_accepted',
    );
    expect(sessionSms).toHaveLength(1);
    expect(sessionSms[0]?.text).toContain(`/session/${id}`);
    // The mail outbox still reads as before, the phone folders beside it.
    expect(readOutbox(t.config.dataDir).length).toBeGreaterThan(0);
    const failed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/phone-messages/failed',
      headers: (await createUserWithToken(t, 'admin')).headers,
    });
    expect(failed.json()).toEqual([]);
  });
});
