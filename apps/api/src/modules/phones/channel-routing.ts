import type { NotificationPreferences, PhoneEvent } from '@sukoon/contract/phones';
import type { PhoneChannel } from '../../db/schema/index.ts';

/** Every channel a message can take; the bell is always on. */
export type MessageChannel = 'bell' | 'email' | PhoneChannel | 'push';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: false,
  whatsapp: false,
  push: false,
};

/**
 * The one place that decides where a message about a session goes, per event and person: the
 * bell always; e-mail, SMS, WhatsApp and push as the person chose; the phone channels only to a
 * number they verified. Every event in PHONE_EVENTS may go to the phone.
 */
export function channelsFor(
  _event: PhoneEvent,
  preferences: NotificationPreferences,
  hasVerifiedNumber: boolean,
): MessageChannel[] {
  const channels: MessageChannel[] = ['bell'];
  if (preferences.email) channels.push('email');
  if (hasVerifiedNumber && preferences.sms) channels.push('sms');
  if (hasVerifiedNumber && preferences.whatsapp) channels.push('whatsapp');
  if (preferences.push) channels.push('push');
  return channels;
}

export const isPhoneChannel = (channel: MessageChannel): channel is PhoneChannel =>
  channel === 'sms' || channel === 'whatsapp';
