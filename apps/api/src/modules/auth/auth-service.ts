import type { z } from 'zod';
import { type UserDetails, type changePasswordRequest } from '@sukoon/contract/auth';
import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS, type Language } from '@sukoon/contract/profile-options';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  findUserByEmail,
  findUserById,
  findPhoneHolders,
  replacePassword,
  type UserRow,
} from './auth-repository.ts';
import { findPendingByEmail } from './registration-repository.ts';
import { deletePasswordReset } from './password-reset-repository.ts';
import { parseLoginIdentifier } from './login-identifier.ts';
import type { TwoFactorService } from './two-factor-service.ts';
import type { MfaTokens } from './mfa-tokens.ts';
import { replyText } from '../../lib/server-texts.ts';

/** A stored language the options no longer hold reads as the default (as the profile does). */
const isLanguage = (value: string): value is Language =>
  (LANGUAGE_OPTIONS as readonly string[]).includes(value);

export type ChangePasswordInput = z.output<typeof changePasswordRequest>;

/** What a right password (or Google) earns: a session, or the second step first (decision 023). */
export type SignInAnswer =
  { token: string; mfaSetupRequired?: true } | { mfaRequired: true; mfaToken: string };

/** Wrong e-mail/phone or password: one answer whether or not the account exists. */
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'errors_invalid_credentials');

/**
 * A login by mobile number checks the password against this many holders, no more and no fewer
 * (unknown ones cost a check against nothing), so its time tells nobody how many accounts typed
 * the number.
 */
export const PHONE_HOLDERS_TRIED = 3;

export function createAuthService(ctx: AppContext, twoFactor: TwoFactorService, mfaTokens: MfaTokens) {
  const signFor = (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) =>
    ctx.tokens.sign({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion });

  /** Staff with two-step sign-in on get a ticket for the code step, never a session. */
  async function answerFor(user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>): Promise<SignInAnswer> {
    if (await twoFactor.isOn(user.id)) {
      return { mfaRequired: true, mfaToken: await mfaTokens.sign(user.id, user.tokenVersion) };
    }
    const token = await signFor(user);
    return (await twoFactor.mustSetUp(user.id, user.role)) ? { token, mfaSetupRequired: true } : { token };
  }

  async function loginByPhone(phone: string, password: string): Promise<SignInAnswer> {
    const holders = await findPhoneHolders(ctx.db, phone, PHONE_HOLDERS_TRIED);
    // Every slot is checked, a missing holder against nothing: the same work for none, one or three.
    const matches = await Promise.all(
      Array.from({ length: PHONE_HOLDERS_TRIED }, (_, slot) =>
        verifyPassword(holders[slot]?.passwordHash, password),
      ),
    );
    const match = holders.find((_, slot) => matches[slot]);
    if (!match) throw invalidCredentials();
    return answerFor(match);
  }

  return {
    /** Names the account behind an e-mail or phone (for per-account limits), else the text itself. */
    async accountKey(emailOrPhone: string): Promise<string> {
      const identifier = parseLoginIdentifier(emailOrPhone);
      if (!identifier) return `unknown:${emailOrPhone.trim().toLowerCase()}`;
      if (identifier.kind === 'phone') {
        // The account when the number names one (it verified it, or nobody else typed it); else
        // the number itself, which every holder's guesses then count against.
        const holders = await findPhoneHolders(ctx.db, identifier.phone, PHONE_HOLDERS_TRIED);
        return holders.length === 1 && holders[0] ? `user:${holders[0].id}` : identifier.phone;
      }
      const user = await findUserByEmail(ctx.db, identifier.email);
      return user ? `user:${user.id}` : identifier.email;
    },

    /** What an account that just proved who it is through Google gets: the same as a password. */
    async signInAs(userId: string): Promise<SignInAnswer> {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      return answerFor(user);
    },

    /** The second step: a live ticket and a code earn the session token. */
    async completeMfa(mfaToken: string, code: string): Promise<{ token: string }> {
      const claims = await mfaTokens.verify(mfaToken);
      const user = claims ? await findUserById(ctx.db, claims.userId) : undefined;
      // A password change since the ticket was issued voids it.
      if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
        throw badRequest('errors_two_factor_expired');
      }
      if (!(await twoFactor.checkSecondFactor(user.id, code)))
        throw new AppError('TWO_FACTOR_CODE_WRONG', 'errors_two_factor_code_wrong');
      return { token: await signFor(user) };
    },

    /**
     * Exactly one password verification on every e-mail path, and `PHONE_HOLDERS_TRIED` on every
     * phone path, so timing does not tell who exists. A phone finds accounts only (a sign-up waiting
     * for its OTP holds no number): the one that verified it, or else each holder whose password
     * matches, newest first, so a number typed by a stranger keeps nobody out of their own account.
     */
    async login(emailOrPhone: string, password: string): Promise<SignInAnswer> {
      const identifier = parseLoginIdentifier(emailOrPhone);
      if (identifier?.kind === 'phone') return loginByPhone(identifier.phone, password);
      // Both lookups on every e-mail path, so an unknown account costs the same queries as a known one.
      const [user, pending] = !identifier
        ? [undefined, undefined]
        : [
            await findUserByEmail(ctx.db, identifier.email),
            await findPendingByEmail(ctx.db, identifier.email),
          ];
      if (user) {
        if (await verifyPassword(user.passwordHash, password)) return answerFor(user);
        throw invalidCredentials();
      }
      // Only someone who knows the password learns that the sign-up waits for its OTP.
      if (await verifyPassword(pending?.passwordHash, password)) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'errors_email_not_verified');
      }
      throw invalidCredentials();
    },

    async userDetails(userId: string): Promise<UserDetails> {
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      const mustSetUp = await twoFactor.mustSetUp(user.id, user.role);
      return {
        ...(mustSetUp ? { mfaSetupRequired: true as const } : {}),
        _id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        role: user.role,
        language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      };
    },

    /** Ends every other session (the token version rises) and hands back a fresh token. */
    async changePassword(
      userId: string,
      input: ChangePasswordInput,
    ): Promise<{ message: string; token: string }> {
      if (input.newPassword !== input.confirmNewPassword) throw badRequest('errors_passwords_do_not_match');
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      if (!user.passwordHash) throw badRequest('errors_no_password_yet');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('WRONG_PASSWORD', 'errors_current_password_wrong');
      }
      const passwordHash = await hashPassword(input.newPassword);
      const updated = await ctx.db.transaction(async (tx) => {
        await deletePasswordReset(tx, user.email);
        return replacePassword(tx, userId, passwordHash, ctx.now());
      });
      if (!updated) throw unauthorized();
      return { message: replyText('replies_password_changed'), token: await signFor(updated) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
