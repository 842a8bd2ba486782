import type { FastifyBaseLogger } from 'fastify';
import { OTP_LENGTH, OTP_VALID_MINUTES } from '@sukoon/contract/auth';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createDiscardingMailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { MISSING_OTP, OTP_LIFETIME_MS, generateOtp, judgeOtp, type OtpHasher } from '../../lib/otp.ts';
import { localeOfLanguage } from '@sukoon/contract/languages';
import { passwordResetOtpMail } from '../../lib/mail-templates/otp-mails.ts';
import { createDeferredMail } from './deferred-mail.ts';
import { findUserByEmail, replacePassword } from './auth-repository.ts';
import {
  claimPasswordResetTry,
  deletePasswordReset,
  savePasswordReset,
} from './password-reset-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

const scope = (email: string) => `reset:${email}`;
/** The greeting of the mail composed, and dropped, for an address without an account. */
const NO_NAME = 'there';
/** Reset mail leaves within this long of the request, at a random moment. */
const MAIL_DELAY_MAX_MS = 500;

const invalidCode = () => new AppError('OTP_INVALID', 'errors_reset_otp_invalid');

/**
 * Forgot password: an e-mailed OTP, then a new password that ends every session. Whether an
 * address has an account shows neither in the answers nor in the work done before answering.
 */
export function createPasswordResetService(ctx: AppContext, otp: OtpHasher, log: FastifyBaseLogger) {
  const discardingMailer = createDiscardingMailer(ctx.config);
  const deferredMail = createDeferredMail(MAIL_DELAY_MAX_MS, (error) => {
    log.error({ err: error }, 'could not send the password reset e-mail');
  });
  return {
    /** One lookup, one saved code and one composed mail on every path; only an account's is delivered. */
    async requestReset(email: string): Promise<string> {
      const user = await findUserByEmail(ctx.db, email);
      const code = generateOtp();
      const now = ctx.now();
      await savePasswordReset(
        ctx.db,
        email,
        otp.hash(scope(email), code),
        new Date(now.getTime() + OTP_LIFETIME_MS),
        now,
      );
      // Composed for every address, delivered only to an account's, and never while this request waits.
      // In the account's own language: the mail goes to its owner, whoever asked.
      const mail = passwordResetOtpMail(
        email,
        user?.firstName ?? NO_NAME,
        code,
        localeOfLanguage(user?.language),
      );
      deferredMail.send(user ? ctx.mailer : discardingMailer, mail);
      return replyText('replies_reset_otp_sent', { digits: OTP_LENGTH, minutes: OTP_VALID_MINUTES });
    },

    /** One claimed try and one comparison on every failing path, and one answer for all of them. */
    async resetPassword(email: string, code: string, newPassword: string): Promise<string> {
      const claimed = await claimPasswordResetTry(ctx.db, email);
      const now = ctx.now();
      const verdict = judgeOtp(claimed ?? MISSING_OTP, (hash) => otp.matches(hash, scope(email), code), now);
      // Only the holder of a mailed code gets past this, so the lookup tells nothing to anyone else.
      const user = verdict === 'valid' ? await findUserByEmail(ctx.db, email) : undefined;
      if (!user) throw invalidCode();
      const passwordHash = await hashPassword(newPassword);
      await ctx.db.transaction(async (tx) => {
        // The code works once, even for two requests racing with it.
        if (!(await deletePasswordReset(tx, email))) throw invalidCode();
        await replacePassword(tx, user.id, passwordHash, now);
      });
      return replyText('replies_password_reset');
    },

    /** Sends the reset mail still waiting; for when the app closes. */
    flushMail: (): Promise<void> => deferredMail.flush(),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
