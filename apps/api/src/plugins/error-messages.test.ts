import { AUTH_MESSAGES, phoneAlreadyRegisteredMessage } from '@sukoon/contract/auth-messages';
import { APPOINTMENT_MESSAGES } from '@sukoon/contract/appointments';
import { DATA_RIGHTS_MESSAGES } from '@sukoon/contract/data-rights';
import { PAYMENT_MESSAGES } from '@sukoon/contract/payment-messages';
import { PROFILE_MESSAGES } from '@sukoon/contract/profile-options';
import { TWO_FACTOR_MESSAGES } from '@sukoon/contract/two-factor';
import { describe, expect, it } from 'vitest';
import { translateErrorMessage } from './error-messages.ts';

// The errors catalogue is matched by its English text: a message reworded in code (or in the
// catalogue) alone would silently fall back to English. These are the errors people meet most.
const SHOWN_ERRORS = [
  AUTH_MESSAGES.emailAlreadyRegistered,
  AUTH_MESSAGES.otpInvalid,
  AUTH_MESSAGES.otpExpired,
  AUTH_MESSAGES.otpTooManyAttempts,
  AUTH_MESSAGES.noPendingRegistration,
  AUTH_MESSAGES.invalidCredentials,
  AUTH_MESSAGES.emailNotVerified,
  AUTH_MESSAGES.passwordsDoNotMatch,
  AUTH_MESSAGES.currentPasswordWrong,
  AUTH_MESSAGES.noPasswordYet,
  AUTH_MESSAGES.resetOtpInvalid,
  AUTH_MESSAGES.googleCodeInvalid,
  PAYMENT_MESSAGES.verificationFailed,
  PAYMENT_MESSAGES.providerUnavailable,
  PAYMENT_MESSAGES.refunded,
  PAYMENT_MESSAGES.paidTwiceRefunded,
  PAYMENT_MESSAGES.simulatedFailure,
  APPOINTMENT_MESSAGES.alreadyExists,
  APPOINTMENT_MESSAGES.paymentNotCompleted,
  APPOINTMENT_MESSAGES.cancelTooLate,
  APPOINTMENT_MESSAGES.refundReasonRequired,
  PROFILE_MESSAGES.emailReadOnly,
  PROFILE_MESSAGES.phoneTaken,
  PROFILE_MESSAGES.dobInFuture,
  PROFILE_MESSAGES.dobTooEarly,
  DATA_RIGHTS_MESSAGES.passwordWrong,
  DATA_RIGHTS_MESSAGES.noPassword,
  DATA_RIGHTS_MESSAGES.staffAccount,
  ...Object.values(TWO_FACTOR_MESSAGES).filter((text) => text !== TWO_FACTOR_MESSAGES.turnedOff),
  'Please log in to continue.',
  'Something went wrong. Please try again.',
];

describe('error messages in the reader’s language', () => {
  it.each(SHOWN_ERRORS)('has Hindi and Marathi for "%s"', (english) => {
    for (const locale of ['hi', 'mr'] as const) {
      const translated = translateErrorMessage(english, locale);
      expect(translated).not.toBe(english);
      expect(translated).toMatch(/[\u0900-\u097f]/);
    }
    expect(translateErrorMessage(english, 'en')).toBe(english);
  });

  it('carries the numbers and the field of the English message into the translation', () => {
    expect(translateErrorMessage('Too many attempts. Please try again in 14 minutes.', 'hi')).toBe(
      'बहुत ज़्यादा कोशिशें हो गईं। कृपया 14 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateErrorMessage(phoneAlreadyRegisteredMessage('9876543210'), 'mr')).toContain(
      'मोबाइल नंबर 98765 43210 आधीच',
    );
    expect(translateErrorMessage(PROFILE_MESSAGES.phoneTaken, 'hi')).toMatch(/^phone: /);
  });

  it('leaves a message the catalogue does not have in English', () => {
    expect(translateErrorMessage('No such API route: GET /api/nothing', 'hi')).toBe(
      'No such API route: GET /api/nothing',
    );
  });
});
