import { z } from 'zod';

/**
 * Two-step sign-in for staff (DESIGN "Staff sign-in", decision 023): a TOTP app (RFC 6238: SHA-1,
 * 6 digits, 30 s) and ten single-use recovery codes. Clients sign in as the spec says.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the step between the password and the code may take. */
export const MFA_TOKEN_MINUTES = 5;

export const TWO_FACTOR_MESSAGES = {
  staffOnly: 'Two-step sign-in is for counsellors and administrators.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to set it up again.',
  notStarted: 'Start setting up two-step sign-in first.',
  notOn: 'Two-step sign-in is not on for this account.',
  codeWrong: 'That code is not right. Check the time on your phone and try again, or use a recovery code.',
  setupCodeWrong: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  mfaExpired: 'This sign-in has expired. Please log in again.',
  setupRequired: 'Two-step sign-in is required for staff accounts. Please turn it on first.',
  turnedOff: 'Two-step sign-in is off.',
} as const;

export const SECOND_FACTOR_CODE_MAX_LENGTH = 32;

/** A TOTP code (6 digits) or a recovery code (letters and digits, dashes and spaces allowed). */
export const secondFactorCode = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(SECOND_FACTOR_CODE_MAX_LENGTH, 'must be the 6-digit code from your app or a recovery code');

/** POST /api/me/two-factor: a fresh secret, not yet on until a code confirms it. */
export const twoFactorSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** POST /api/me/two-factor/enable */
export const twoFactorEnableRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `must be the ${TOTP_DIGITS}-digit code from your app`),
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequest>;

/** Shown once; only their hashes are kept. */
export const twoFactorEnableResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

/** POST /api/me/two-factor/disable: the password and a code (TOTP or recovery). */
export const twoFactorDisableRequest = z.object({
  password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
  code: secondFactorCode,
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequest>;

/** GET /api/me/two-factor */
export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  /** STAFF_2FA=required: it cannot stay off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/** POST /api/login/mfa */
export const loginMfaRequest = z.object({
  mfaToken: z.string().min(1, 'is required').max(2000, 'must be at most 2000 characters'),
  code: secondFactorCode,
});
export type LoginMfaRequest = z.input<typeof loginMfaRequest>;
