import { ApiError } from '../../lib/api-client.ts';

/** Spec §8: what each accounts screen says when a call fails. */

const isAnswer = (error: unknown): error is ApiError => error instanceof ApiError && error.status > 0;

/** Statuses whose `{ message }` is written for the person (bad input, conflict, too many tries). */
const SAYS_WHY = new Set([400, 409, 429]);

export function loginErrorMessage(error: unknown): string {
  if (isAnswer(error) && error.status === 401) return `Your email has not been verified. ${error.message}`;
  if (isAnswer(error) && SAYS_WHY.has(error.status)) return error.message;
  return 'Error logging in. Please try again.';
}

export function registerErrorMessage(error: unknown): string {
  if (isAnswer(error)) {
    return SAYS_WHY.has(error.status) ? error.message : 'Something went wrong! Please try again.';
  }
  return 'Error registering. Please try again.';
}

export function resendOtpErrorMessage(error: unknown): string {
  if (isAnswer(error)) {
    return SAYS_WHY.has(error.status) ? error.message : 'Something went wrong! Please try again.';
  }
  return 'Error resending OTP. Please try again later.';
}

export function verifyOtpErrorMessage(error: unknown): string {
  if (isAnswer(error) && SAYS_WHY.has(error.status)) return error.message;
  return 'Error verifying OTP. Please try again later.';
}

/** Forgot and reset password: the server's own words, else a calm fallback. */
export function passwordResetErrorMessage(error: unknown): string {
  if (isAnswer(error) && error.status < 500) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The guard sends people here with this note when their token is refused. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access. Please log in again.';
