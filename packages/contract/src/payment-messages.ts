/**
 * What the payment steps say. No zod here, so the web app's checkout can import these
 * (`@sukoon/contract/payment-messages`) without pulling a schema library into public pages.
 */
export const PAYMENT_MESSAGES = {
  initiateFailed: 'Error initiating payment.',
  verificationFailed: 'Payment verification failed. Please try again.',
  verified: 'Payment verified successfully.',
  enrolmentSuccess: 'Enrollment successful!',
  webinarPaymentSuccess: 'Payment successful!',
  statusCheckFailed: 'Error checking payment status. Please try again.',
  providerUnavailable: 'The payment provider is unavailable. Please try again.',
  refunded:
    'We could not complete this purchase, so your payment has been refunded. It reaches your account within 7 days.',
  paidTwiceRefunded:
    'You had already paid for this, so your second payment has been refunded. It reaches your account within 7 days.',
  simulatedFailure: 'The test payment failed. No money was taken.',
  checkoutCancelled: 'Payment cancelled.',
} as const;
