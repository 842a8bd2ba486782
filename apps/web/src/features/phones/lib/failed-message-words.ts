import type { FailedPhoneMessage, PhoneEvent } from '@sukoon/contract/phones';
import { ApiError } from '../../../lib/api-client.ts';
import { m } from '../../../paraglide/messages.js';

/** Each phone event in the page's language: message functions, called at render. */
export const PHONE_EVENT_WORDS: Record<PhoneEvent, () => string> = {
  session_accepted: m.phones_admin_event_session_accepted,
  session_reminder_24h: m.phones_admin_event_session_reminder_24h,
  session_reminder_1h: m.phones_admin_event_session_reminder_1h,
  session_moved: m.phones_admin_event_session_moved,
  session_cancelled: m.phones_admin_event_session_cancelled,
  request_expired: m.phones_admin_event_request_expired,
};

export const PHONE_CHANNEL_WORDS: Record<FailedPhoneMessage['channel'], () => string> = {
  sms: m.phones_channel_sms,
  whatsapp: m.phones_channel_whatsapp,
};

export interface RetryNotice {
  kind: 'success' | 'info' | 'error';
  text: string;
}

/**
 * What the page says after "Try again", by the answer's code (never its text): a 404 or 409 is
 * no fault of the admin's, only a list out of date, so it is said calmly, not as an error.
 */
export function retryNoticeOf(message: FailedPhoneMessage, error: unknown): RetryNotice {
  if (error === null) {
    return {
      kind: 'success',
      text: m.phones_admin_retry_done({
        channel: PHONE_CHANNEL_WORDS[message.channel](),
        digits: message.toLastDigits,
      }),
    };
  }
  if (error instanceof ApiError) {
    if (error.code === 'CONFLICT') return { kind: 'info', text: m.phones_admin_retry_not_failed() };
    if (error.code === 'NOT_FOUND') return { kind: 'info', text: m.phones_admin_retry_gone() };
    if (error.status === 0) return { kind: 'error', text: m.phones_error_network() };
  }
  return { kind: 'error', text: m.phones_admin_retry_failed() };
}
