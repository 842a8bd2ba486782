import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { configProblems } from './env-test-kit.ts';

const { dataDir, problemsOf } = configProblems('phones-env');

const TEMPLATE_IDS = JSON.stringify({
  verification_code: '1',
  session_accepted: '2',
  session_reminder_24h: '3',
  session_reminder_1h: '4',
  session_moved: '5',
  session_cancelled: '6',
  request_expired: '7',
});

describe('the phone providers’ configuration', () => {
  it('writes both to the outbox by default', () => {
    const { phones } = loadConfig({ DATA_DIR: dataDir });
    expect(phones.sms).toEqual({ provider: 'outbox' });
    expect(phones.whatsapp).toEqual({ provider: 'outbox' });
  });

  it('refuses a half-configured SMS or WhatsApp provider, one line each, even without https', () => {
    expect(problemsOf({ SMS_PROVIDER: 'dlt', SMS_API_KEY: 'key' })).toEqual([
      'SMS_PROVIDER: dlt needs SMS_API_BASE, SMS_SENDER_ID',
      'SMS_TEMPLATE_IDS: dlt needs a registered template id for verification_code, session_accepted, session_reminder_24h, session_reminder_1h, session_moved, session_cancelled, request_expired',
    ]);
    expect(problemsOf({ WHATSAPP_PROVIDER: 'meta', WHATSAPP_TOKEN: 'token' })).toEqual([
      'WHATSAPP_PROVIDER: meta needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN',
    ]);
    expect(problemsOf({ SMS_TEMPLATE_IDS: '{not json' })).toEqual([
      'SMS_TEMPLATE_IDS: must be a JSON object of template ids',
    ]);
    expect(
      problemsOf({ SMS_SENDER_ID: 'TOO-LONG-ID', SMS_PROVIDER: 'carrier-pigeon' }).map(
        (line) => line.split(':')[0],
      ),
    ).toEqual(['SMS_PROVIDER', 'SMS_SENDER_ID']);
  });

  it('builds the providers when every variable is there', () => {
    const { phones } = loadConfig({
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'dlt',
      SMS_API_BASE: 'https://sms.example.in/api/',
      SMS_API_KEY: 'key',
      SMS_SENDER_ID: 'SUKOON',
      SMS_TEMPLATE_IDS: TEMPLATE_IDS,
      WHATSAPP_PROVIDER: 'meta',
      WHATSAPP_TOKEN: 'token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'secret',
      WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-length',
    });
    expect(phones.sms).toMatchObject({
      provider: 'dlt',
      apiBase: 'https://sms.example.in/api',
      senderId: 'SUKOON',
    });
    expect(phones.whatsapp).toEqual({
      provider: 'meta',
      apiBase: 'https://graph.facebook.com/v21.0',
      token: 'token',
      phoneNumberId: '106540352242922',
    });
  });
});
