import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_ID_MAX_LENGTH,
  MOBILE_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizeIndianMobile,
} from './auth-messages.ts';
import { LANGUAGE_OPTIONS } from './profile-options.ts';

export * from './auth-messages.ts';

/** Stored and compared lower-case. */
export const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ message: 'must be an e-mail address' }))
  .transform((value) => value.toLowerCase());

/** A new password; existing ones are only checked against their hash. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

const givenPassword = z
  .string()
  .min(1, 'is required')
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

const nameField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`);

/** Ten digits after normalisation (+91, spaces and dashes are fine). */
export const indianMobileField = z
  .string()
  .max(MOBILE_INPUT_MAX_LENGTH, 'must be a 10-digit Indian mobile number')
  .transform((value, ctx) => {
    const digits = normalizeIndianMobile(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a 10-digit Indian mobile number' });
      return z.NEVER;
    }
    return digits;
  });

export const otpField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be the ${OTP_LENGTH}-digit code from the e-mail`);

/** POST /api/register — also used to resend the OTP. */
export const registerRequest = z.object({
  firstName: nameField,
  lastName: nameField,
  phone: indianMobileField,
  email: emailField,
  password: newPasswordField,
  /**
   * Agreement to the terms and the privacy policy in force (consents.ts), recorded when the account
   * is made. Optional so the spec's client still signs up; the web app's form requires it.
   */
  acceptTerms: z.boolean({ message: 'must be true or false' }).optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

/**
 * POST /api/verify-otp: the OTP plus the sign-up form (spec). The account gets the password sent
 * here, never one stored by an earlier `register`: whoever holds the mailed code owns the e-mail,
 * and someone else registering the same address in between cannot choose its password. Names and
 * phone, when sent, win over the pending sign-up's too; a page without the form sends the password only.
 */
export const verifyOtpRequest = z.object({
  otp: otpField,
  email: emailField,
  password: newPasswordField,
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  phone: indianMobileField.optional(),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequest>;

/** POST /api/register/resend-otp: a fresh code for a pending sign-up, from a page without the form. */
export const resendOtpRequest = z.object({ email: emailField });
export type ResendOtpRequest = z.input<typeof resendOtpRequest>;

/** POST /api/login: an e-mail or an Indian mobile number, and the password. */
export const loginRequest = z.object({
  emailorphone: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(LOGIN_ID_MAX_LENGTH, `must be at most ${LOGIN_ID_MAX_LENGTH} characters`),
  password: givenPassword,
});
export type LoginRequest = z.input<typeof loginRequest>;

/**
 * A client's answer is the spec's `{ token }`. A counsellor or admin with two-step sign-in on gets
 * `{ mfaRequired, mfaToken }` and sends a code to /api/login/mfa; with STAFF_2FA=required and it
 * still off, `{ token, mfaSetupRequired }`: that token only sets it up (decision 023).
 */
export const loginResponse = z.union([
  z.object({ token: z.string(), mfaSetupRequired: z.literal(true).optional() }),
  z.object({ mfaRequired: z.literal(true), mfaToken: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/login/mfa: the session token, once the second step is done. */
export const sessionTokenResponse = z.object({ token: z.string() });

/** A counsellor logs in like anyone else and lands on /counsellor. */
export const roleSchema = z.enum(['user', 'counsellor', 'admin']);
export type UserRole = z.infer<typeof roleSchema>;

/** GET /api/userdetails */
export const userDetailsResponse = z.object({
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: roleSchema,
    /** The profile's language (issue 20): the web app switches to Hindi or Marathi on sign-in. */
    language: z.enum(LANGUAGE_OPTIONS),
    /** Staff under STAFF_2FA=required without two-step sign-in: only its setup page works. */
    mfaSetupRequired: z.literal(true).optional(),
  }),
});
export type UserDetails = z.infer<typeof userDetailsResponse>['user'];

/** POST /api/user/change-password */
export const changePasswordRequest = z.object({
  currentPassword: givenPassword,
  newPassword: newPasswordField,
  confirmNewPassword: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** Older tokens stop working; the fresh token keeps the current tab signed in. */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** POST /api/forgot-password */
export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** POST /api/reset-password */
export const resetPasswordRequest = z.object({
  email: emailField,
  otp: otpField,
  newPassword: newPasswordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /api/auth/google/exchange: the one-time code the Google callback put in the login page's address. */
export const googleCodeExchangeRequest = z.object({
  code: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export type GoogleCodeExchangeRequest = z.input<typeof googleCodeExchangeRequest>;

/** GET /auth/google/callback: what the identity provider sends back. */
export const googleCallbackQuery = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(500).optional(),
});
