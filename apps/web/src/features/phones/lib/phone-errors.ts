import { ApiError } from '../../../lib/api-client.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * What went wrong with a code, by the answer's `code` and status (never its text), and what the
 * page does about it: `wrong_code` stays on the code; `expired` and `too_many_tries` need a new
 * code; `taken` needs another number; `rate_limited` needs a wait.
 */
export type PhoneErrorKind =
  'wrong_code' | 'expired' | 'too_many_tries' | 'rate_limited' | 'taken' | 'refused' | 'network' | 'server';

export interface PhoneError {
  kind: PhoneErrorKind;
  text: string;
}

/** Which request failed: a 429 on sending is a wait; on checking, the code has had its tries. */
export type PhoneStep = 'send' | 'verify';

const EXPIRED_CODES = new Set(['OTP_EXPIRED', 'PHONE_CODE_EXPIRED', 'CODE_EXPIRED', 'GONE']);
const TOO_MANY_TRIES_CODES = new Set(['PHONE_CODE_TRIES', 'TOO_MANY_TRIES', 'OTP_TRIES_EXCEEDED']);
const TAKEN_CODES = new Set(['PHONE_TAKEN', 'PHONE_VERIFIED_ELSEWHERE', 'PHONE_IN_USE', 'CONFLICT']);
const WRONG_CODES = new Set(['OTP_INVALID', 'PHONE_CODE_WRONG', 'PHONE_CODE_INVALID', 'CODE_INVALID']);

function kindOf(error: ApiError, step: PhoneStep): PhoneErrorKind {
  const code = error.code ?? '';
  if (error.status === 0) return 'network';
  if (error.status >= 500) return 'server';
  if (TAKEN_CODES.has(code) || error.status === 409) return 'taken';
  if (EXPIRED_CODES.has(code) || error.status === 410) return 'expired';
  if (TOO_MANY_TRIES_CODES.has(code)) return 'too_many_tries';
  if (error.status === 429) return step === 'verify' ? 'too_many_tries' : 'rate_limited';
  if (step === 'verify' && (WRONG_CODES.has(code) || error.status === 400)) return 'wrong_code';
  return 'refused';
}

/** The page's own words for each kind, when the answer has none of its own. */
const TEXTS: Record<PhoneErrorKind, () => string> = {
  wrong_code: () => m.phones_error_wrong_code(),
  expired: () => m.phones_error_expired(),
  too_many_tries: () => m.phones_error_too_many_tries(),
  rate_limited: () => m.phones_error_rate_limited(),
  taken: () => m.phones_error_taken(),
  refused: () => m.phones_error_server(),
  network: () => m.phones_error_network(),
  server: () => m.phones_error_server(),
};

export function phoneErrorOf(error: unknown, step: PhoneStep): PhoneError {
  if (!(error instanceof ApiError)) return { kind: 'server', text: TEXTS.server() };
  const kind = kindOf(error, step);
  // An answer with a code is the server's `{ message, code }`, written for people in the page's
  // language (how long to wait, "too many wrong codes"); anything else (no answer, a proxy's
  // page) gets the page's own words.
  return { kind, text: error.code && error.message ? error.message : TEXTS[kind]() };
}

/** Kinds after which the code on screen is dead and a new one must be asked for. */
export const needsNewCode = (kind: PhoneErrorKind) => kind === 'expired' || kind === 'too_many_tries';
