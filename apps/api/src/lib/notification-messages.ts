import { z } from 'zod';
import { formatIstDate } from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../paraglide/messages.js';
import { sessionWhen, slotHour, slotRange } from './session-times.ts';

/**
 * What the bell says, as catalogue messages (messages/notifications, and the sessions catalogue's
 * reminders). A notification stores its message's key and inputs, not only its English text, so
 * each reader sees it in the language they read the app in (decision 018). Inputs are raw values
 * (a session's day and slot, a name): dates and hours are written out in the reader's language.
 */

const sessionTime = z.object({ date: z.string(), slot: z.number().int() });
type SessionTime = z.infer<typeof sessionTime>;
const at = z.object({ when: sessionTime });
const moved = z.object({ from: sessionTime, to: sessionTime });
const withClient = z.object({ when: sessionTime, client: z.string() });
const withCounsellor = z.object({ when: sessionTime, counsellor: z.string().optional() });

/** 'Tuesday, 24 Nov 2026, 6 PM to 7 PM IST', or the same in Hindi or Marathi. */
const eventWhen = (time: SessionTime, locale: AppLocale) =>
  m.notifications_when(
    { day: formatIstDate(time.date, { weekday: 'long', locale }), time: slotRange(time.slot, locale) },
    { locale },
  );

export interface NotificationText {
  title: string;
  body: string;
}

/** One message: the shape of its inputs, and its title and body from them in a language. */
const message = <Inputs extends z.ZodType>(
  inputs: Inputs,
  text: (values: z.infer<Inputs>, locale: AppLocale) => NotificationText,
) => ({ inputs, text });

const clientReminderBody = (values: z.infer<typeof withCounsellor>, locale: AppLocale) => {
  const when = sessionWhen(values.when, locale);
  return values.counsellor
    ? m.sessions_reminder_client_body_with({ counsellor: values.counsellor, when }, { locale })
    : m.sessions_reminder_client_body({ when }, { locale });
};
const counsellorReminderBody = (values: z.infer<typeof withClient>, locale: AppLocale) =>
  m.sessions_reminder_counsellor_body(
    { client: values.client, when: sessionWhen(values.when, locale) },
    { locale },
  );

const MESSAGES = {
  appointment_requested: message(at, ({ when }, locale) => ({
    title: m.notifications_requested_title({}, { locale }),
    body: m.notifications_requested_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  counsellor_request: message(at, ({ when }, locale) => ({
    title: m.notifications_counsellor_request_title({}, { locale }),
    body: m.notifications_counsellor_request_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  appointment_accepted: message(at, ({ when }, locale) => ({
    title: m.notifications_accepted_title({}, { locale }),
    body: m.notifications_accepted_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  appointment_rejected: message(at, ({ when }, locale) => ({
    title: m.notifications_rejected_title({}, { locale }),
    body: m.notifications_rejected_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  appointment_cancelled: message(at, ({ when }, locale) => ({
    title: m.notifications_cancelled_title({}, { locale }),
    body: m.notifications_cancelled_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  appointment_rescheduled: message(at, ({ when }, locale) => ({
    title: m.notifications_rescheduled_title({}, { locale }),
    body: m.notifications_rescheduled_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  counsellor_moved: message(moved, ({ from, to }, locale) => ({
    title: m.notifications_counsellor_moved_title({}, { locale }),
    body: m.notifications_counsellor_moved_body(
      { from: eventWhen(from, locale), to: eventWhen(to, locale) },
      { locale },
    ),
  })),
  counsellor_client_erased: message(at, ({ when }, locale) => ({
    title: m.notifications_cancelled_title({}, { locale }),
    body: m.notifications_counsellor_erased_body({ when: eventWhen(when, locale) }, { locale }),
  })),
  request_expired: message(at, ({ when }, locale) => ({
    title: m.notifications_expired_title({}, { locale }),
    body: m.notifications_expired_body({ when: sessionWhen(when, locale) }, { locale }),
  })),
  // "Today" or "tomorrow" is chosen when the reminder is made (a 24-hour reminder for a session
  // accepted the same evening is a same-day one); the hour is the reader's way of writing it.
  reminder_client_day: message(withCounsellor, (values, locale) => ({
    title: m.sessions_reminder_client_day({ hour: slotHour(values.when.slot, locale) }, { locale }),
    body: clientReminderBody(values, locale),
  })),
  reminder_client_today: message(withCounsellor, (values, locale) => ({
    title: m.sessions_reminder_client_today({ hour: slotHour(values.when.slot, locale) }, { locale }),
    body: clientReminderBody(values, locale),
  })),
  reminder_client_hour: message(withCounsellor, (values, locale) => ({
    title: m.sessions_reminder_client_hour({}, { locale }),
    body: clientReminderBody(values, locale),
  })),
  reminder_counsellor_day: message(withClient, (values, locale) => ({
    title: m.sessions_reminder_counsellor_day({ hour: slotHour(values.when.slot, locale) }, { locale }),
    body: counsellorReminderBody(values, locale),
  })),
  reminder_counsellor_today: message(withClient, (values, locale) => ({
    title: m.sessions_reminder_counsellor_today({ hour: slotHour(values.when.slot, locale) }, { locale }),
    body: counsellorReminderBody(values, locale),
  })),
  reminder_counsellor_hour: message(withClient, (values, locale) => ({
    title: m.sessions_reminder_counsellor_hour({}, { locale }),
    body: counsellorReminderBody(values, locale),
  })),
};

type Messages = typeof MESSAGES;
export type NotificationMessageKey = keyof Messages;

/** A message and its inputs, as an event records it. */
export type NotificationMessage = {
  [Key in NotificationMessageKey]: { key: Key; inputs: z.infer<Messages[Key]['inputs']> };
}[NotificationMessageKey];

const isMessageKey = (key: string): key is NotificationMessageKey => Object.hasOwn(MESSAGES, key);

/** The message's title and body in `locale`. */
export function notificationText(message: NotificationMessage, locale: AppLocale): NotificationText {
  const { text } = MESSAGES[message.key] as {
    text: (values: NotificationMessage['inputs'], locale: AppLocale) => NotificationText;
  };
  return text(message.inputs, locale);
}

/**
 * A stored message's text in `locale`; undefined for a row without one (written before messages
 * were stored) or with a key or inputs this code does not know, which then shows its stored text.
 */
export function storedNotificationText(
  key: string | null,
  inputs: unknown,
  locale: AppLocale,
): NotificationText | undefined {
  if (key === null || !isMessageKey(key)) return undefined;
  const parsed = MESSAGES[key].inputs.safeParse(inputs);
  if (!parsed.success) return undefined;
  return notificationText({ key, inputs: parsed.data } as NotificationMessage, locale);
}
