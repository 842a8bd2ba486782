import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES } from '@sukoon/contract/auth';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { OTP_LIFETIME_MS, generateOtp, judgeOtp, type OtpHasher } from '../../lib/otp.ts';
import { passwordResetOtpMail } from '../../lib/mail-templates/otp-mails.ts';
import { findUserByEmail, replacePassword } from './auth-repository.ts';
import {
  claimPasswordResetTry,
  deletePasswordReset,
  findPasswordReset,
  savePasswordReset,
} from './password-reset-repository.ts';

const scope = (userId: string) => `reset:${userId}`;

/** Forgot password: an e-mailed OTP, then a new password that ends every session. */
export function createPasswordResetService(ctx: AppContext, otp: OtpHasher, log: FastifyBaseLogger) {
  return {
    /** The same answer, at about the same speed, whether or not the address has an account. */
    async requestReset(email: string): Promise<string> {
      const user = await findUserByEmail(ctx.db, email);
      if (user) {
        const code = generateOtp();
        const now = ctx.now();
        await savePasswordReset(
          ctx.db,
          user.id,
          otp.hash(scope(user.id), code),
          new Date(now.getTime() + OTP_LIFETIME_MS),
          now,
        );
        // Not awaited: the mail server's delay would tell who has an account.
        ctx.mailer.send(passwordResetOtpMail(user.email, user.firstName, code)).catch((error: unknown) => {
          log.error({ err: error }, 'could not send the password reset e-mail');
        });
      }
      return AUTH_MESSAGES.resetOtpSent;
    },

    async resetPassword(email: string, code: string, newPassword: string): Promise<string> {
      const user = await findUserByEmail(ctx.db, email);
      if (!user) throw badRequest(AUTH_MESSAGES.resetOtpMissing);
      const claimed = await claimPasswordResetTry(ctx.db, user.id);
      if (!claimed) {
        const reset = await findPasswordReset(ctx.db, user.id);
        throw badRequest(reset ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.resetOtpMissing);
      }
      const now = ctx.now();
      const verdict = judgeOtp(claimed, (hash) => otp.matches(hash, scope(user.id), code), now);
      if (verdict === 'expired') throw badRequest(AUTH_MESSAGES.otpExpired);
      if (verdict === 'exhausted') throw badRequest(AUTH_MESSAGES.otpTooManyAttempts);
      if (verdict === 'invalid') throw badRequest(AUTH_MESSAGES.otpInvalid);
      const passwordHash = await hashPassword(newPassword);
      await ctx.db.transaction(async (tx) => {
        await deletePasswordReset(tx, user.id);
        await replacePassword(tx, user.id, passwordHash, now);
      });
      return AUTH_MESSAGES.passwordReset;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
