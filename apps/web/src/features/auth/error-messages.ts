import { ApiError } from '../../lib/api-client.ts';
import { m } from '../../paraglide/messages.js';

/** Spec §8: what each accounts screen says when a call fails. */

const isAnswer = (error: unknown): error is ApiError => error instanceof ApiError && error.status > 0;

/** Statuses whose `{ message }` is written for the person (bad input, conflict, too many tries). */
const SAYS_WHY = new Set([400, 409, 429]);

export function loginErrorMessage(error: unknown): string {
  if (isAnswer(error) && error.status === 401) return m.account_error_not_verified({ reason: error.message });
  if (isAnswer(error) && SAYS_WHY.has(error.status)) return error.message;
  return m.account_error_login();
}

export function registerErrorMessage(error: unknown): string {
  if (isAnswer(error)) {
    return SAYS_WHY.has(error.status) ? error.message : m.account_error_something_wrong();
  }
  return m.account_error_register();
}

export function resendOtpErrorMessage(error: unknown): string {
  if (isAnswer(error)) {
    return SAYS_WHY.has(error.status) ? error.message : m.account_error_something_wrong();
  }
  return m.account_error_resend_otp();
}

export function verifyOtpErrorMessage(error: unknown): string {
  if (isAnswer(error) && SAYS_WHY.has(error.status)) return error.message;
  return m.account_error_verify_otp();
}

/** Forgot and reset password: the server's own words, else a calm fallback. */
export function passwordResetErrorMessage(error: unknown): string {
  if (isAnswer(error) && error.status < 500) return error.message;
  return m.account_error_password_reset();
}

/** The guard sends people here with this note when their token is refused. */
export const unauthorizedMessage = (): string => m.account_error_unauthorized();

/** The code step: the server says why (wrong code, expired, too many tries). */
export function mfaErrorMessage(error: unknown): string {
  if (isAnswer(error) && SAYS_WHY.has(error.status)) return error.message;
  return m.account_error_login();
}
