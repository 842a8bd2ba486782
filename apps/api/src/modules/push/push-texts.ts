import type { AppLocale } from '@sukoon/contract/languages';
import type { PhoneEvent } from '@sukoon/contract/phones';
import type { PushPayload } from '@sukoon/contract/push';
import type { PushMessageInputs } from '../../db/schema/index.ts';
import { m } from '../../paraglide/messages.js';

/** The time as the phone channels say it ('Mon, 23 Nov 2026, 10 AM IST'), in the reader's language. */
export type SessionWhen = (inputs: { date: string; slot: number }, locale: AppLocale) => string;

const EVENT_TEXTS = {
  session_accepted: m.push_session_accepted,
  session_reminder_24h: m.push_session_reminder_24h,
  session_reminder_1h: m.push_session_reminder_1h,
  session_moved: m.push_session_moved,
  session_cancelled: m.push_session_cancelled,
  request_expired: m.push_request_expired,
} satisfies Record<PhoneEvent, unknown>;

/**
 * A notification about a session: the time and nothing else, not even a name, since a lock screen
 * is seen by whoever holds the phone; a tap opens `path`.
 */
export function pushText(
  event: PhoneEvent,
  appointmentId: string | null,
  inputs: PushMessageInputs,
  language: AppLocale,
  whenOf: SessionWhen,
): PushPayload {
  return {
    title: m.push_title({}, { locale: language }),
    body: EVENT_TEXTS[event]({ when: whenOf(inputs, language) }, { locale: language }),
    path: inputs.path,
    // A newer notice about the same session replaces the older one instead of piling up.
    tag: `sukoon-session-${appointmentId ?? event}`,
  };
}
