/**
 * What the server says about accounts, and the limits both sides apply. No zod here, so the web
 * app can import these (`@sukoon/contract/auth-messages`) without pulling a schema library along.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
/** The fifth wrong code voids the OTP; a new one has to be requested. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** Spec §9: the e-mail field holds at most 60 characters. */
export const EMAIL_MAX_LENGTH = 60;
export const NAME_MAX_LENGTH = 50;
/** The login's e-mail-or-mobile box. */
export const LOGIN_ID_MAX_LENGTH = 100;
/** A mobile number as typed (+91, spaces and dashes included), before it is normalised to ten digits. */
export const MOBILE_INPUT_MAX_LENGTH = 20;

export const AUTH_MESSAGES = {
  registrationOtpSent: `We have sent a ${OTP_LENGTH}-digit OTP to your e-mail. It is valid for ${OTP_VALID_MINUTES} minutes.`,
  registrationOtpResent: `If a sign-up is waiting for this e-mail, we have sent it a new ${OTP_LENGTH}-digit OTP. It is valid for ${OTP_VALID_MINUTES} minutes.`,
  emailAlreadyRegistered: 'This e-mail is already registered. Please log in instead.',
  otpVerified: 'OTP verified successfully! You can now log in.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  noPendingRegistration: 'No sign-up is waiting for this e-mail. Please register first.',
  invalidCredentials: 'Invalid email/phone or password.',
  emailNotVerified: 'Please enter the OTP we e-mailed you to finish signing up.',
  passwordsDoNotMatch: 'New password do not match',
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordYet: 'Your account signs in with Google. Use "Forgot password?" to set a password.',
  passwordChanged: 'Password changed successfully.',
  resetOtpSent: `If an account exists for this e-mail, we have sent a ${OTP_LENGTH}-digit OTP to reset the password. It is valid for ${OTP_VALID_MINUTES} minutes.`,
  /** Every failed reset code says this: unknown address, none asked for, wrong, expired or used up. */
  resetOtpInvalid: 'Invalid or expired OTP. Please request a new code.',
  passwordReset: 'Your password has been reset. You can now log in.',
  googleCodeInvalid: 'This Google sign-in has expired or was already used. Please sign in with Google again.',
} as const;

/** A verified account already has this number; said only to the person who verified the e-mail. */
export const phoneAlreadyRegisteredMessage = (phone: string): string =>
  `The mobile number ${phone.slice(0, 5)} ${phone.slice(5)} is already used by another account. Please sign up with a different mobile number.`;

/**
 * An Indian mobile number as ten digits, or null. Accepts 98765 43210, 098765-43210, +91 98765 43210
 * and 919876543210; mobile numbers start with 6, 7, 8 or 9.
 */
export function normalizeIndianMobile(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}
