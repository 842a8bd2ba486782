import { m } from '../../paraglide/messages.js';
import { ApiError } from '../../lib/api-client.ts';

export type CheckoutStage = 'initiate' | 'cancelled' | 'failed' | 'verify';

/** A checkout that did not end in a verified payment; `message` is what the person should read. */
export class CheckoutError extends Error {
  constructor(
    readonly stage: CheckoutStage,
    message: string,
    /** The server's error code when it refused (`SLOT_TAKEN`), to branch on. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/** The server's reason for refusing an order (already enrolled, expired…) follows the spec's words. */
export function orderFailed(error: unknown): CheckoutError {
  const refusal = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error : undefined;
  return new CheckoutError(
    'initiate',
    `${m.learning_payment_initiate_failed()}${refusal ? ` ${refusal.message}` : ''}`,
    refusal?.code,
  );
}

/**
 * A 409 from verification carries news the person must see (the payment was refunded); anything
 * else reads as the spec's verification failure.
 */
export function verificationFailed(error: unknown): CheckoutError {
  const isNews = error instanceof ApiError && error.status === 409;
  return new CheckoutError(
    'verify',
    isNews ? error.message : m.learning_payment_verification_failed(),
    error instanceof ApiError ? error.code : undefined,
  );
}

/** What to show for any error out of a purchase flow. */
export function checkoutErrorMessage(error: unknown): string {
  return error instanceof CheckoutError ? error.message : m.learning_payment_verification_failed();
}

/** A cancelled checkout is news, not an error. */
export const checkoutErrorKind = (error: unknown): 'info' | 'error' =>
  error instanceof CheckoutError && error.stage === 'cancelled' ? 'info' : 'error';
