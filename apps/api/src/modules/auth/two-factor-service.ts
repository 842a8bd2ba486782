import { createHash, randomBytes } from 'node:crypto';
import { BRAND_NAME } from '@sukoon/contract/brand';
import { RECOVERY_CODE_COUNT, type TwoFactorStatus } from '@sukoon/contract/two-factor';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { base32Encode, generateTotpSecret, matchTotpStep, otpauthUrl } from '../../lib/totp.ts';
import type { Role } from '../../lib/tokens.ts';
import { findUserById } from './auth-repository.ts';
import {
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  enableTwoFactor,
  findTwoFactor,
  isTwoFactorOn,
  savePendingSecret,
  useRecoveryCode,
  useTotpStep,
} from './two-factor-repository.ts';

export const isStaff = (role: Role): boolean => role === 'counsellor' || role === 'admin';

/** Recovery codes are compared without case, dashes or spaces: `k7pq-2mxd-9wtb` as typed. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** 60 random bits per code: SHA-256 is enough, no slow hash needed (decision 023). */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
/** Twelve base32 characters in threes of four, lower case: easy to read out and type. */
const newRecoveryCode = () =>
  base32Encode(randomBytes(8))
    .slice(0, 12)
    .toLowerCase()
    .replace(/(.{4})(.{4})(.{4})/, '$1-$2-$3');

const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Staff two-step sign-in: setting it up, checking a second factor, turning it off. */
export function createTwoFactorService(ctx: Pick<AppContext, 'db' | 'now' | 'config'>) {
  const requireStaff = (role: Role) => {
    if (!isStaff(role)) throw forbidden('errors_two_factor_staff_only');
  };

  /**
   * True when `code` is the user's current TOTP code (used once) or an unused recovery code
   * (used up). False for anything else, including a replayed code.
   */
  async function checkSecondFactor(userId: string, code: string): Promise<boolean> {
    const row = await findTwoFactor(ctx.db, userId);
    if (!row?.enabledAt) return false;
    const now = ctx.now();
    if (isTotpShaped(code)) {
      const step = matchTotpStep(row.secret, code.replace(/\s/g, ''), now, row.lastUsedStep);
      return step !== null && (await useTotpStep(ctx.db, userId, step, now));
    }
    return useRecoveryCode(ctx.db, userId, hashRecoveryCode(code), now);
  }

  return {
    checkSecondFactor,
    isOn: (userId: string) => isTwoFactorOn(ctx.db, userId),

    /** Staff under STAFF_2FA=required who have not turned it on yet. */
    async mustSetUp(userId: string, role: Role): Promise<boolean> {
      if (ctx.config.staffTwoFactor !== 'required' || !isStaff(role)) return false;
      return !(await isTwoFactorOn(ctx.db, userId));
    },

    async status(userId: string, role: Role): Promise<TwoFactorStatus> {
      requireStaff(role);
      return {
        enabled: await isTwoFactorOn(ctx.db, userId),
        required: ctx.config.staffTwoFactor === 'required',
        recoveryCodesLeft: await countUnusedRecoveryCodes(ctx.db, userId),
      };
    },

    /** A new secret for the authenticator app; two-step sign-in is on only once a code confirms it. */
    async startSetup(userId: string, role: Role): Promise<{ secret: string; otpauthUrl: string }> {
      requireStaff(role);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      const secret = generateTotpSecret();
      if (!(await savePendingSecret(ctx.db, userId, secret, ctx.now()))) {
        throw conflict('errors_two_factor_already_on');
      }
      return { secret, otpauthUrl: otpauthUrl(BRAND_NAME, user.email, secret) };
    },

    /** The first code proves the app holds the secret; the recovery codes are shown this once. */
    async enable(userId: string, role: Role, code: string): Promise<{ recoveryCodes: string[] }> {
      requireStaff(role);
      const row = await findTwoFactor(ctx.db, userId);
      if (row?.enabledAt) throw conflict('errors_two_factor_already_on');
      if (!row) throw badRequest('errors_two_factor_not_started');
      const now = ctx.now();
      const step = matchTotpStep(row.secret, code, now, row.lastUsedStep);
      if (step === null) throw new AppError('TWO_FACTOR_CODE_WRONG', 'errors_two_factor_setup_code_wrong');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const enabled = await ctx.db.transaction(async (tx) => {
        if (!(await useTotpStep(tx, userId, step, now))) return false;
        return enableTwoFactor(tx, userId, recoveryCodes.map(hashRecoveryCode), now);
      });
      if (!enabled) throw new AppError('TWO_FACTOR_CODE_WRONG', 'errors_two_factor_setup_code_wrong');
      return { recoveryCodes };
    },

    /** The password and a code, both: a stolen session alone cannot turn it off. */
    async disable(userId: string, role: Role, password: string, code: string): Promise<void> {
      requireStaff(role);
      const user = await findUserById(ctx.db, userId);
      if (!user) throw unauthorized();
      // Hashing runs outside any transaction (issue 27 §3).
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('WRONG_PASSWORD', 'errors_current_password_wrong');
      }
      if (!(await isTwoFactorOn(ctx.db, userId))) throw badRequest('errors_two_factor_not_on');
      if (!(await checkSecondFactor(userId, code)))
        throw new AppError('TWO_FACTOR_CODE_WRONG', 'errors_two_factor_code_wrong');
      await ctx.db.transaction((tx) => deleteTwoFactor(tx, userId));
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
