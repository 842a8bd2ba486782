import type { NotificationPreferences, NotificationPreferencesResponse } from '@sukoon/contract/phones';

/** The channels saved together by the form, in the order shown; push has its own switch (push-switch.tsx). */
export const SWITCHABLE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type SwitchableChannel = (typeof SWITCHABLE_CHANNELS)[number];

/** SMS and WhatsApp reach only a verified number. */
export const needsVerifiedPhone = (channel: SwitchableChannel): boolean => channel !== 'email';

/** Whether a channel can be switched on with what the account has now. */
export const canChoose = (channel: SwitchableChannel, verifiedPhone: string): boolean =>
  !needsVerifiedPhone(channel) || verifiedPhone !== '';

/**
 * The choices as the form starts: what was saved, except a phone channel without a verified
 * number, which shows (and is sent) as off.
 */
export function initialChoices(answer: NotificationPreferencesResponse): NotificationPreferences {
  const hasPhone = answer.verifiedPhone !== '';
  return {
    email: answer.email,
    sms: hasPhone && answer.sms,
    whatsapp: hasPhone && answer.whatsapp,
    push: answer.push,
  };
}

/** The switched-on channels, in the order shown, for "messages will come by e-mail and SMS". */
export const channelsOn = (choices: NotificationPreferences): SwitchableChannel[] =>
  SWITCHABLE_CHANNELS.filter((channel) => choices[channel]);

/** 'A', 'A and B', 'A, B and C' with the page's word for "and". */
export function joinWithAnd(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}
