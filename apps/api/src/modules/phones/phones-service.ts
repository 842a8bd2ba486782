import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_TTL_MINUTES,
  type NotificationPreferencesResponse,
  type NotificationPreferencesWrite,
  type PhoneStatusResponse,
  type PhoneVerificationResponse,
} from '@sukoon/contract/phones';
import { localeOfLanguage } from '@sukoon/contract/languages';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { PhoneChannel } from '../../db/schema/index.ts';
import { AppError, fieldError, unauthorized } from '../../lib/app-error.ts';
import { generateOtp, judgeOtp, MISSING_OTP, type OtpHasher } from '../../lib/otp.ts';
import type { PhoneSender } from '../../lib/phone-senders/phone-sender.ts';
import { replyText } from '../../lib/server-texts.ts';
import type { ConsentsService } from '../consents/consents-service.ts';
import { DEFAULT_PREFERENCES } from './channel-routing.ts';
import { voidPendingMessages } from './phone-messages-repository.ts';
import {
  claimVerificationTry,
  clearPhone,
  deleteVerificationCode,
  findPhoneHolder,
  findPreferences,
  findVerifiedHolder,
  releaseFromUnverifiedHolders,
  savePreferences as savePreferencesRow,
  saveVerificationCode,
  setVerifiedPhone,
  type StoredPreferences,
} from './phones-repository.ts';
import { verificationCodeText } from './phone-texts.ts';
import type { PushMessages } from '../push/push-messages-service.ts';

/** When the page may offer "Send again": long enough for an SMS to arrive. */
const RESEND_AFTER_SECONDS = 30;
const PHONE_CHANNELS: readonly PhoneChannel[] = ['sms', 'whatsapp'];

const verifiedElsewhere = () => new AppError('CONFLICT', 'errors_phone_verified_elsewhere');

export type PhonesServiceDeps = Pick<AppContext, 'db' | 'now' | 'log'> & {
  otp: OtpHasher;
  sms: PhoneSender;
  consents: Pick<ConsentsService, 'recordChannelConsent'>;
  /** Push turned off: the notices still owed to the person's devices are not sent. */
  push?: Pick<PushMessages, 'voidPending'>;
};

/**
 * A person's mobile number and the channels that reach it (DESIGN "Phones"): an SMS code proves the
 * number, which then is this account's alone; SMS and WhatsApp go only to a verified number the
 * person turned them on for, each turn a consent row.
 */
export function createPhonesService(deps: PhonesServiceDeps) {
  const { db, otp, consents } = deps;
  /** A code is bound to its account and number: one sent to another number proves nothing here. */
  const scopeOf = (userId: string, phone: string) => `phone:${userId}:${phone}`;

  /**
   * Turns SMS and WhatsApp off (a consent withdrawn for each that was on), in the caller's
   * transaction: the number they reached is gone or another one.
   */
  async function turnPhoneChannelsOff(
    tx: DbOrTx,
    userId: string,
    source: 'number' | 'stop',
    channels: readonly PhoneChannel[] = PHONE_CHANNELS,
  ): Promise<void> {
    const current = await findPreferences(tx, userId, true);
    if (!current) return;
    const now = deps.now();
    const next: StoredPreferences = { ...current };
    for (const channel of channels) {
      if (!current[channel]) continue;
      next[channel] = false;
      await consents.recordChannelConsent(tx, { userId, channel, given: false, source }, now);
      await voidPendingMessages(tx, userId, channel);
    }
    await savePreferencesRow(tx, userId, next, now);
  }

  /** The person's choices; SMS and WhatsApp read as off while no verified number can take them. */
  async function readPreferences(userId: string): Promise<NotificationPreferencesResponse> {
    const holder = await findPhoneHolder(db, userId);
    if (!holder) throw unauthorized();
    const verifiedPhone = holder.phone && holder.phoneVerifiedAt ? holder.phone : '';
    const stored = (await findPreferences(db, userId)) ?? DEFAULT_PREFERENCES;
    return {
      ...stored,
      sms: stored.sms && verifiedPhone !== '',
      whatsapp: stored.whatsapp && verifiedPhone !== '',
      verifiedPhone,
    };
  }

  return {
    async status(userId: string): Promise<PhoneStatusResponse> {
      const holder = await findPhoneHolder(db, userId);
      if (!holder) throw unauthorized();
      const verified = holder.phone !== null && holder.phoneVerifiedAt !== null;
      const key = !holder.phone
        ? 'replies_phone_none'
        : verified
          ? 'replies_phone_verified'
          : 'replies_phone_unverified';
      return { message: replyText(key), phone: holder.phone ?? '', verified };
    },

    /**
     * Sends a code to `phone`. The answer is the same whether or not another account verified the
     * number (the code then only earns a 409 from its holder), so it tells nobody who holds it.
     */
    async requestCode(userId: string, phone: string): Promise<PhoneVerificationResponse> {
      const holder = await findPhoneHolder(db, userId);
      if (!holder) throw unauthorized();
      const code = generateOtp();
      const now = deps.now();
      await saveVerificationCode(db, {
        userId,
        phone,
        codeHash: otp.hash(scopeOf(userId, phone), code),
        expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
        createdAt: now,
      });
      try {
        await deps.sms.send(verificationCodeText(phone, code, localeOfLanguage(holder.language)));
      } catch (error) {
        deps.log.error({ err: error }, 'a phone verification code could not be sent');
        // A code nobody received must not stay guessable.
        await deleteVerificationCode(db, userId);
        throw new AppError('BAD_GATEWAY', 'errors_phone_sms_failed');
      }
      return {
        message: replyText('replies_phone_code_sent', {
          digits: PHONE_CODE_LENGTH,
          phone,
          minutes: PHONE_CODE_TTL_MINUTES,
        }),
        phone,
        expiresInMinutes: PHONE_CODE_TTL_MINUTES,
        resendAfterSeconds: RESEND_AFTER_SECONDS,
      };
    },

    /** The code from the SMS makes `phone` this account's verified number, in one transaction. */
    async verify(userId: string, phone: string, code: string): Promise<PhoneStatusResponse> {
      // The try is counted in its own statement, so a wrong code's count survives the refusal.
      const claimed = (await claimVerificationTry(db, userId, phone)) ?? MISSING_OTP;
      const verdict = judgeOtp(
        claimed,
        (hash) => otp.matches(hash, scopeOf(userId, phone), code),
        deps.now(),
      );
      if (verdict === 'expired') throw new AppError('OTP_EXPIRED', 'errors_phone_code_expired');
      if (verdict === 'exhausted') {
        await deleteVerificationCode(db, userId);
        throw new AppError('OTP_INVALID', 'errors_phone_code_exhausted');
      }
      if (verdict === 'invalid') throw new AppError('OTP_INVALID', 'errors_phone_code_invalid');
      try {
        await db.transaction(async (tx) => {
          const holder = await findVerifiedHolder(tx, phone);
          if (holder && holder.id !== userId) throw verifiedElsewhere();
          const before = await findPhoneHolder(tx, userId);
          if (!before) throw unauthorized();
          const now = deps.now();
          // SMS and WhatsApp were agreed to for the number before; a new one is asked for afresh.
          if (before.phone !== phone || before.phoneVerifiedAt === null) {
            await turnPhoneChannelsOff(tx, userId, 'number');
          }
          await releaseFromUnverifiedHolders(tx, phone, userId, now);
          await setVerifiedPhone(tx, userId, phone, now);
          await deleteVerificationCode(tx, userId);
        });
      } catch (error) {
        // Another account verified it between our check and our write: its unique index refuses.
        throw isUniqueViolation(error) ? verifiedElsewhere() : error;
      }
      return { message: replyText('replies_phone_verified'), phone, verified: true };
    },

    /** Removes the number from the profile; SMS and WhatsApp stop with it. */
    async remove(userId: string): Promise<PhoneStatusResponse> {
      await db.transaction(async (tx) => {
        if (!(await findPhoneHolder(tx, userId))) throw unauthorized();
        await turnPhoneChannelsOff(tx, userId, 'number');
        await clearPhone(tx, userId, deps.now());
        await deleteVerificationCode(tx, userId);
      });
      return { message: replyText('replies_phone_removed'), phone: '', verified: false };
    },

    preferences: readPreferences,

    /** What is left out keeps its value; each turn of SMS or WhatsApp is a consent row. */
    async updatePreferences(
      userId: string,
      changes: NotificationPreferencesWrite,
    ): Promise<NotificationPreferencesResponse> {
      await db.transaction(async (tx) => {
        const holder = await findPhoneHolder(tx, userId);
        if (!holder) throw unauthorized();
        const hasVerifiedNumber = holder.phone !== null && holder.phoneVerifiedAt !== null;
        for (const channel of PHONE_CHANNELS) {
          if (changes[channel] === true && !hasVerifiedNumber) {
            throw fieldError('VALIDATION_FAILED', channel, 'errors_phone_channel_needs_number');
          }
        }
        const current = (await findPreferences(tx, userId, true)) ?? DEFAULT_PREFERENCES;
        const next: StoredPreferences = {
          email: changes.email ?? current.email,
          sms: changes.sms ?? current.sms,
          whatsapp: changes.whatsapp ?? current.whatsapp,
          push: changes.push ?? current.push,
        };
        const now = deps.now();
        for (const channel of PHONE_CHANNELS) {
          if (next[channel] === current[channel]) continue;
          await consents.recordChannelConsent(
            tx,
            { userId, channel, given: next[channel], source: 'preferences' },
            now,
          );
          if (!next[channel]) await voidPendingMessages(tx, userId, channel);
        }
        if (current.push && !next.push) await deps.push?.voidPending(tx, userId);
        await savePreferencesRow(tx, userId, next, now);
      });
      return readPreferences(userId);
    },

    /** "STOP" from a verified number on WhatsApp: WhatsApp is off for its holder, a consent withdrawn. */
    async stopWhatsApp(phone: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const holder = await findVerifiedHolder(tx, phone);
        if (!holder) return false;
        await turnPhoneChannelsOff(tx, holder.id, 'stop', ['whatsapp']);
        return true;
      });
    },
  };
}

export type PhonesService = ReturnType<typeof createPhonesService>;
