import { isUniqueViolation } from '../../db/errors.ts';
import type { z } from 'zod';
import {
  OTP_VALID_MINUTES,
  OTP_LENGTH,
  type registerRequest,
  type verifyOtpRequest,
} from '@sukoon/contract/auth';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { createDiscardingMailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { OTP_LIFETIME_MS, generateOtp, judgeOtp, type OtpHasher } from '../../lib/otp.ts';
import { BASE_LOCALE, languageForLocale, localeOfLanguage, type AppLocale } from '@sukoon/contract/languages';
import { DEFAULT_LANGUAGE } from '@sukoon/contract/profile-options';
import { registrationOtpMail } from '../../lib/mail-templates/otp-mails.ts';
import { signUpAttemptMail } from '../../lib/mail-templates/sign-up-attempt-mail.ts';
import { CONSENT_VERSIONS } from '@sukoon/contract/consents';
import { createDeferredMail } from './deferred-mail.ts';
import type { ConsentsService } from '../consents/consents-service.ts';
import { findUserByEmail, findVerifiedPhoneHolder, insertUser } from './auth-repository.ts';
import {
  claimRegistrationOtpTry,
  deletePendingById,
  findPendingByEmail,
  renewPendingOtp,
  savePendingRegistration,
  type PendingRegistration,
} from './registration-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

export type RegisterInput = z.output<typeof registerRequest>;
export type VerifyInput = z.output<typeof verifyOtpRequest>;

const scope = (email: string) => `register:${email}`;
/** A resent code leaves within this long of the request, at a random moment (as reset mail does). */
const MAIL_DELAY_MAX_MS = 500;
/** The greeting of the mail composed, and dropped, when no sign-up waits. */
const NO_NAME = 'there';

export const mailFailed = () => new AppError('BAD_GATEWAY', 'errors_mail_failed');

/**
 * Sign-up: a pending registration and an e-mailed OTP, then the verified account. No answer tells
 * whether an e-mail or a mobile number already has an account.
 */
export type RegistrationServiceDeps = Pick<AppContext, 'config' | 'db' | 'mailer' | 'now' | 'log'> & {
  otp: OtpHasher;
  consents: Pick<ConsentsService, 'recordAgreements'>;
};

export function createRegistrationService(ctx: RegistrationServiceDeps) {
  const { otp, log, consents } = ctx;
  const discardingMailer = createDiscardingMailer(ctx.config);
  const deferredMail = createDeferredMail(MAIL_DELAY_MAX_MS, (error) => {
    log.error({ err: error }, 'could not send the sign-up e-mail');
  });
  const send = async (mail: Parameters<typeof ctx.mailer.send>[0]) => {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      log.error({ err: error }, 'could not send the sign-up e-mail');
      throw mailFailed();
    }
  };

  return {
    /**
     * Also the resend: a new code, fresh tries, the latest details. The same work and answer on
     * every path (one hash, one saved code, one mail); for an address that has an account the mail
     * tells its owner someone tried, and its code is never sent, so that sign-up can never finish.
     */
    async register(input: RegisterInput, locale: AppLocale = BASE_LOCALE): Promise<string> {
      const code = generateOtp();
      const now = ctx.now();
      const passwordHash = await hashPassword(input.password);
      const owner = await findUserByEmail(ctx.db, input.email);
      await savePendingRegistration(
        ctx.db,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          passwordHash,
          otpHash: otp.hash(scope(input.email), code),
          otpExpiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
          termsAcceptedAt: input.acceptTerms ? now : null,
          termsVersion: input.acceptTerms ? CONSENT_VERSIONS.terms : null,
          privacyVersion: input.acceptTerms ? CONSENT_VERSIONS.privacy : null,
        },
        now,
      );
      await send(
        owner
          ? signUpAttemptMail(
              owner.email,
              owner.firstName,
              ctx.config.appUrl,
              localeOfLanguage(owner.language),
            )
          : registrationOtpMail(input.email, input.firstName, code, locale),
      );
      return replyText('replies_registration_otp_sent', { digits: OTP_LENGTH, minutes: OTP_VALID_MINUTES });
    },

    /** A fresh code by e-mail alone (the OTP page opened without the form); one answer either way. */
    async resendOtp(email: string, locale: AppLocale = BASE_LOCALE): Promise<string> {
      const code = generateOtp();
      const now = ctx.now();
      const owner = await findUserByEmail(ctx.db, email);
      const pending = await renewPendingOtp(
        ctx.db,
        email,
        otp.hash(scope(email), code),
        new Date(now.getTime() + OTP_LIFETIME_MS),
        now,
      );
      const mail = registrationOtpMail(email, pending?.firstName ?? NO_NAME, code, locale);
      // A sign-up under an account's address was never sent a code, and is not sent one now.
      deferredMail.send(pending && !owner ? ctx.mailer : discardingMailer, mail);
      return replyText('replies_registration_otp_resent', { digits: OTP_LENGTH, minutes: OTP_VALID_MINUTES });
    },

    /**
     * The account gets the verifier's password (and details, when sent): see `verifyOtpRequest`.
     * Its language is the one the pages were read in while signing up (`locale`), so the mails and
     * invoices that follow come in it.
     */
    async verify(input: VerifyInput, locale: AppLocale = BASE_LOCALE): Promise<string> {
      const { email } = input;
      const claimed = await claimRegistrationOtpTry(ctx.db, email);
      if (!claimed) {
        const pending = await findPendingByEmail(ctx.db, email);
        throw badRequest(pending ? 'errors_otp_too_many_attempts' : 'errors_no_pending_registration');
      }
      const now = ctx.now();
      const verdict = judgeOtp(claimed, (hash) => otp.matches(hash, scope(email), input.otp), now);
      if (verdict === 'expired') throw new AppError('OTP_EXPIRED', 'errors_otp_expired');
      if (verdict === 'exhausted') throw badRequest('errors_otp_too_many_attempts');
      if (verdict === 'invalid') throw new AppError('OTP_INVALID', 'errors_otp_invalid');
      // From here on the caller holds the mailed code: they own the e-mail and may be told things.
      const phone = input.phone ?? claimed.phone;
      const passwordHash = await hashPassword(input.password);
      try {
        await ctx.db.transaction(async (tx) => {
          await assertAccountFree(tx, email, phone);
          const user = await insertUser(tx, {
            email,
            firstName: input.firstName ?? claimed.firstName,
            lastName: input.lastName ?? claimed.lastName,
            phone,
            passwordHash,
            language: languageForLocale(locale, DEFAULT_LANGUAGE),
            emailVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          await recordSignUpConsents(consents, tx, user.id, claimed);
          await deletePendingById(tx, claimed.id);
        });
      } catch (error) {
        // Two verifications racing: the database's unique indexes decide, and the check says which.
        if (isUniqueViolation(error)) await assertAccountFree(ctx.db, email, phone);
        throw error;
      }
      return replyText('replies_otp_verified');
    },

    /** Sends the resent codes still waiting; for when the app closes. */
    flushMail: (): Promise<void> => deferredMail.flush(),
  };
}

/** The agreement given with the sign-up form, as the account's first consent records. */
async function recordSignUpConsents(
  consents: Pick<ConsentsService, 'recordAgreements'>,
  tx: DbOrTx,
  userId: string,
  pending: PendingRegistration,
): Promise<void> {
  const { termsAcceptedAt, termsVersion, privacyVersion } = pending;
  if (!termsAcceptedAt || !termsVersion || !privacyVersion) return;
  await consents.recordAgreements(
    tx,
    userId,
    [
      { document: 'terms', version: termsVersion },
      { document: 'privacy', version: privacyVersion },
    ],
    termsAcceptedAt,
  );
}

/**
 * A verified account owns its e-mail, and a number only once it verified it by SMS. A number typed
 * at sign-up or in a profile is unverified and blocks nobody (DESIGN "Phones"): several accounts
 * may hold it, so nobody can keep a number from its owner by typing it first.
 */
async function assertAccountFree(db: DbOrTx, email: string, phone: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw badRequest('errors_email_already_registered');
  if (await findVerifiedPhoneHolder(db, phone))
    throw badRequest('errors_phone_registered', { phone: `${phone.slice(0, 5)} ${phone.slice(5)}` });
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
