import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_MESSAGES, type registerRequest } from '@sukoon/contract/auth';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { OTP_LIFETIME_MS, generateOtp, judgeOtp, type OtpHasher } from '../../lib/otp.ts';
import { registrationOtpMail } from '../../lib/mail-templates/otp-mails.ts';
import { findUserByEmail, findUserByPhone, insertUser, isUniqueViolation } from './auth-repository.ts';
import {
  claimRegistrationOtpTry,
  deletePendingById,
  findPendingByEmail,
  savePendingRegistration,
} from './registration-repository.ts';

export type RegisterInput = z.output<typeof registerRequest>;

const scope = (email: string) => `register:${email}`;

export const mailFailed = () =>
  new AppError('BAD_GATEWAY', 'We could not send the e-mail just now. Please try again in a moment.');

/** Sign-up: a pending registration and an e-mailed OTP, then the verified account. */
export function createRegistrationService(ctx: AppContext, otp: OtpHasher, log: FastifyBaseLogger) {
  return {
    /** Also the resend: a new code, fresh tries, the latest details. */
    async register(input: RegisterInput): Promise<string> {
      await assertAccountFree(ctx.db, input.email, input.phone);
      const code = generateOtp();
      const now = ctx.now();
      await savePendingRegistration(
        ctx.db,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
          otpHash: otp.hash(scope(input.email), code),
          otpExpiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
        },
        now,
      );
      try {
        await ctx.mailer.send(registrationOtpMail(input.email, input.firstName, code));
      } catch (error) {
        log.error({ err: error }, 'could not send the sign-up e-mail');
        throw mailFailed();
      }
      return AUTH_MESSAGES.registrationOtpSent;
    },

    async verify(email: string, code: string): Promise<string> {
      if (await findUserByEmail(ctx.db, email)) throw badRequest(AUTH_MESSAGES.emailAlreadyRegistered);
      const claimed = await claimRegistrationOtpTry(ctx.db, email);
      if (!claimed) {
        const pending = await findPendingByEmail(ctx.db, email);
        throw badRequest(pending ? AUTH_MESSAGES.otpTooManyAttempts : AUTH_MESSAGES.noPendingRegistration);
      }
      const now = ctx.now();
      const verdict = judgeOtp(claimed, (hash) => otp.matches(hash, scope(email), code), now);
      if (verdict === 'expired') throw badRequest(AUTH_MESSAGES.otpExpired);
      if (verdict === 'exhausted') throw badRequest(AUTH_MESSAGES.otpTooManyAttempts);
      if (verdict === 'invalid') throw badRequest(AUTH_MESSAGES.otpInvalid);
      try {
        await ctx.db.transaction(async (tx) => {
          await assertAccountFree(tx, claimed.email, claimed.phone);
          await insertUser(tx, {
            email: claimed.email,
            firstName: claimed.firstName,
            lastName: claimed.lastName,
            phone: claimed.phone,
            passwordHash: claimed.passwordHash,
            emailVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          await deletePendingById(tx, claimed.id);
        });
      } catch (error) {
        // Two verifications racing: the database's unique indexes decide.
        if (isUniqueViolation(error)) throw badRequest(AUTH_MESSAGES.emailAlreadyRegistered);
        throw error;
      }
      return AUTH_MESSAGES.otpVerified;
    },
  };
}

/** A verified account owns its e-mail and its phone. */
async function assertAccountFree(db: DbOrTx, email: string, phone: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw badRequest(AUTH_MESSAGES.emailAlreadyRegistered);
  if (await findUserByPhone(db, phone)) throw badRequest(AUTH_MESSAGES.phoneAlreadyRegistered);
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
