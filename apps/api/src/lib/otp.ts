import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_FAILED_ATTEMPTS, OTP_VALID_MINUTES } from '@sukoon/contract/auth-messages';

export const OTP_LIFETIME_MS = OTP_VALID_MINUTES * 60_000;

export const generateOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

export interface OtpHasher {
  /** `scope` binds a code to its purpose and account, e.g. `register:a@b.in`. */
  hash(scope: string, code: string): string;
  matches(storedHash: string, scope: string, code: string): boolean;
}

/** Codes are kept as HMAC-SHA256 under a key derived from the server secret, never in clear. */
export function createOtpHasher(serverSecret: string): OtpHasher {
  const key = createHmac('sha256', serverSecret).update('sukoon/otp/v1').digest();
  const digest = (scope: string, code: string) =>
    createHmac('sha256', key).update(`${scope}\n${code}`).digest();
  return {
    hash: (scope, code) => digest(scope, code).toString('hex'),
    matches: (storedHash, scope, code) => {
      const expected = Buffer.from(storedHash, 'hex');
      const actual = digest(scope, code);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** A stored code after this try was counted (tries are claimed before the code is compared). */
export interface ClaimedOtp {
  otpHash: string;
  otpExpiresAt: Date;
  otpFailedAttempts: number;
}

export type OtpVerdict = 'valid' | 'invalid' | 'expired' | 'exhausted';

/** Stands in for a code nobody asked for, so the comparison still runs; never valid (long expired). */
export const MISSING_OTP: ClaimedOtp = {
  otpHash: '0'.repeat(64),
  otpExpiresAt: new Date(0),
  otpFailedAttempts: OTP_MAX_FAILED_ATTEMPTS,
};

export function judgeOtp(
  claimed: ClaimedOtp,
  matches: (storedHash: string) => boolean,
  now: Date,
): OtpVerdict {
  // Compared even when expired, so every verdict costs the same.
  const isMatch = matches(claimed.otpHash);
  if (claimed.otpExpiresAt.getTime() <= now.getTime()) return 'expired';
  if (isMatch) return 'valid';
  // The try that used up the last attempt voids the code.
  return claimed.otpFailedAttempts >= OTP_MAX_FAILED_ATTEMPTS ? 'exhausted' : 'invalid';
}
