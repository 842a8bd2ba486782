import { describe, expect, it } from 'vitest';
import { canChoose, channelsOn, initialChoices, joinWithAnd } from './channels.ts';

const saved = { email: true, sms: true, whatsapp: false, push: false };

describe('notification channels', () => {
  it('SMS and WhatsApp need a verified number; e-mail never does', () => {
    expect(canChoose('email', '')).toBe(true);
    expect(canChoose('sms', '')).toBe(false);
    expect(canChoose('whatsapp', '9876543210')).toBe(true);
  });

  it('a phone channel shows as off while there is no verified number', () => {
    expect(initialChoices({ ...saved, verifiedPhone: '' })).toEqual({ ...saved, sms: false });
    expect(initialChoices({ ...saved, verifiedPhone: '9876543210' })).toEqual(saved);
  });

  it('says which channels are on, in the order shown', () => {
    expect(channelsOn({ email: true, sms: true, whatsapp: true, push: true })).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
    expect(channelsOn({ email: false, sms: false, whatsapp: false, push: true })).toEqual([]);
    expect(joinWithAnd(['E-mail'], 'and')).toBe('E-mail');
    expect(joinWithAnd(['E-mail', 'SMS'], 'और')).toBe('E-mail और SMS');
    expect(joinWithAnd(['E-mail', 'SMS', 'WhatsApp'], 'and')).toBe('E-mail, SMS and WhatsApp');
  });
});
