import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../../lib/zod-app.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientAddress } from '../../plugins/client-address.ts';

const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Per address (IP) limits are generous: many people can share one address (mobile carriers'
 * NAT, an office), and a browser test suite signs up many accounts from 127.0.0.1. Per account
 * limits are strict. Windows expire, so nobody is locked out for good.
 */
const LIMITS = {
  loginByAddress: 200,
  /**
   * Wrong passwords only, so people who sign in often are never stopped. Counted per account and
   * address, so someone guessing from one place does not stop the owner signing in from another.
   * Parallel guesses can pass the check before their failures are counted; the per-address
   * limit, counted up front, bounds that burst.
   */
  loginFailuresByAccountAndAddress: 10,
  /** The gentler brake on an account guessed at from many addresses at once. */
  loginFailuresByAccount: 50,
  mailByAddress: 100,
  /** Sign-up (and resend) each send an e-mail. */
  mailByAccount: 5,
  /** Password-reset codes an address gets in a day, whether or not it has an account. */
  resetCodesByAccountPerDay: 5,
  otpByAddress: 100,
  /** The code itself is void after 5 wrong tries; this bounds retries across codes. */
  otpByAccount: 10,
  passwordChangeByUser: 10,
  /** Wrong passwords on erasing an account: a destructive action's gate is guessed at least. */
  erasureFailuresByUser: 5,
  /** The same from one address, whichever signed-in accounts it uses. */
  erasureFailuresByAddress: 20,
  mfaByAddress: 100,
  /** Tries per sign-in ticket: a ticket lives 5 minutes; a typo or two is fine, guessing is not. */
  mfaByTicket: 5,
  /**
   * Wrong codes per account, across tickets: a million codes, three right at a time, at ten tries
   * per quarter hour is years of guessing.
   */
  mfaFailuresByUser: 10,
  /** Setting up, confirming and turning off two-step sign-in. */
  twoFactorByUser: 10,
  /** SMS codes to verify a number, per account: each costs money and lands on someone's phone. */
  phoneCodesByUser: 5,
  /** SMS codes one number gets in a day, whoever asks: nobody's phone is flooded with codes. */
  phoneCodesByNumberPerDay: 5,
  phoneCodesByAddress: 50,
  /** The code itself is void after 5 wrong tries; this bounds retries across codes. */
  phoneChecksByUser: 10,
  phoneChecksByAddress: 100,
} as const;

export interface Limiter {
  /** Counts this request; 429 once the window's allowance is spent. */
  consume: (request: FastifyRequest) => Promise<void>;
  /** 429 when the allowance is already spent, without counting this request. */
  assertOpen: (request: FastifyRequest) => Promise<void>;
}

/** The catalogue's message for a wait: "in 14 minutes", "in 40 seconds", "in 23 hours". */
type RetryMessage = 'errors_too_many_attempts' | 'errors_reset_codes_today';

const TRY_AGAIN: RetryMessage = 'errors_too_many_attempts';
const RESET_CODES_TODAY: RetryMessage = 'errors_reset_codes_today';

function retryKey(message: RetryMessage, seconds: number) {
  if (seconds >= 2 * 60 * 60) return { key: `${message}_hours` as const, count: Math.ceil(seconds / 3600) };
  if (seconds >= 120) return { key: `${message}_minutes` as const, count: Math.ceil(seconds / 60) };
  return { key: `${message}_seconds` as const, count: seconds };
}

const tooManyAttempts = (ttlMs: number, message: RetryMessage) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const { key, count } = retryKey(message, seconds);
  return new AppError(
    'TOO_MANY_REQUESTS',
    key,
    { count, codes: LIMITS.resetCodesByAccountPerDay },
    {},
    { headers: { 'retry-after': String(seconds) } },
  );
};

type KeyOf = (request: FastifyRequest) => string | Promise<string>;

interface LimiterOptions {
  windowMs?: number;
  message?: RetryMessage;
}

function createLimiter(
  app: ZodApp,
  name: string,
  max: number,
  key: KeyOf,
  { windowMs = WINDOW_MS, message = TRY_AGAIN }: LimiterOptions = {},
): Limiter {
  // Every limiter shares the plugin's store (memory or Redis), so the name keeps the keys apart.
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: async (request) => `auth:${name}:${await key(request)}`,
  });
  return {
    consume: async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl, message);
    },
    assertOpen: async (request) => {
      const result = await check(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0 && result.ttl > 0) {
        throw tooManyAttempts(result.ttl, message);
      }
    },
  };
}

// Keys read the parsed body, so limiters run as preHandlers, after validation.
const address = clientAddress;
const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.toLowerCase() : '';
};

/**
 * `accountOf` names the account an e-mail or phone belongs to, so both count as one; `ticketOf`
 * reads a second-step ticket (null when it is not a live one).
 */
export interface AuthLimitersDeps {
  app: ZodApp;
  accountOf: (emailOrPhone: string) => Promise<string>;
  ticketOf: (mfaToken: string) => Promise<{ userId: string; ticketId: string } | null>;
}

export function createAuthLimiters({ app, accountOf, ticketOf }: AuthLimitersDeps) {
  const loginAccount = (request: FastifyRequest) => accountOf(bodyField('emailorphone')(request));
  // A dead ticket is refused anyway; counted per address, so junk cannot spend someone's allowance.
  const mfaKey = (part: 'userId' | 'ticketId') => async (request: FastifyRequest) => {
    const token = (request.body as { mfaToken?: unknown } | undefined)?.mfaToken;
    const ticket = typeof token === 'string' ? await ticketOf(token) : null;
    return ticket ? `${part}:${ticket[part]}` : `dead:${address(request)}`;
  };
  return {
    mfaByAddress: createLimiter(app, 'mfa-ip', LIMITS.mfaByAddress, address),
    mfaByTicket: createLimiter(app, 'mfa-ticket', LIMITS.mfaByTicket, mfaKey('ticketId')),
    mfaFailuresByUser: createLimiter(app, 'mfa-user', LIMITS.mfaFailuresByUser, mfaKey('userId')),
    twoFactorByUser: createLimiter(app, 'two-factor', LIMITS.twoFactorByUser, (request) =>
      String(request.user?.id),
    ),
    loginByAddress: createLimiter(app, 'login-ip', LIMITS.loginByAddress, address),
    loginFailuresByAccountAndAddress: createLimiter(
      app,
      'login-account-ip',
      LIMITS.loginFailuresByAccountAndAddress,
      async (request) => `${await loginAccount(request)}|${address(request)}`,
    ),
    loginFailuresByAccount: createLimiter(app, 'login-account', LIMITS.loginFailuresByAccount, loginAccount),
    registerByAddress: createLimiter(app, 'register-ip', LIMITS.mailByAddress, address),
    registerByAccount: createLimiter(app, 'register-account', LIMITS.mailByAccount, bodyField('email')),
    verifyByAddress: createLimiter(app, 'verify-ip', LIMITS.otpByAddress, address),
    verifyByAccount: createLimiter(app, 'verify-account', LIMITS.otpByAccount, bodyField('email')),
    forgotByAddress: createLimiter(app, 'forgot-ip', LIMITS.mailByAddress, address),
    forgotByAccount: createLimiter(
      app,
      'forgot-account-day',
      LIMITS.resetCodesByAccountPerDay,
      bodyField('email'),
      { windowMs: DAY_MS, message: RESET_CODES_TODAY },
    ),
    resetByAddress: createLimiter(app, 'reset-ip', LIMITS.otpByAddress, address),
    resetByAccount: createLimiter(app, 'reset-account', LIMITS.otpByAccount, bodyField('email')),
    passwordChangeByUser: createLimiter(app, 'change-password', LIMITS.passwordChangeByUser, (request) =>
      String(request.user?.id),
    ),
  };
}

export type AuthLimiters = ReturnType<typeof createAuthLimiters>;

/**
 * The password gate on erasing an account (POST /api/me/delete). Only wrong passwords count, as
 * for login: check with assertOpen before, consume after a failure.
 */
export function createErasureLimiters({ app }: { app: ZodApp }) {
  return {
    failuresByUser: createLimiter(app, 'erase-user', LIMITS.erasureFailuresByUser, (request) =>
      String(request.user?.id),
    ),
    failuresByAddress: createLimiter(app, 'erase-ip', LIMITS.erasureFailuresByAddress, address),
  };
}

export type ErasureLimiters = ReturnType<typeof createErasureLimiters>;

/**
 * The SMS code that verifies a mobile number (DESIGN "Phones"): sending is limited per account,
 * per number and per address; checking per account and per address. Ready preHandlers, to run
 * after the signed-in check.
 */
export function createPhoneLimiters({ app }: { app: ZodApp }) {
  const user = (request: FastifyRequest) => String(request.user?.id);
  return {
    requestCode: consumeAll(
      createLimiter(app, 'phone-code-ip', LIMITS.phoneCodesByAddress, address),
      createLimiter(app, 'phone-code-user', LIMITS.phoneCodesByUser, user),
      createLimiter(app, 'phone-code-number', LIMITS.phoneCodesByNumberPerDay, bodyField('phone'), {
        windowMs: DAY_MS,
      }),
    ),
    checkCode: consumeAll(
      createLimiter(app, 'phone-verify-ip', LIMITS.phoneChecksByAddress, address),
      createLimiter(app, 'phone-verify-user', LIMITS.phoneChecksByUser, user),
    ),
  };
}

export type PhoneLimiters = ReturnType<typeof createPhoneLimiters>;

/** preHandlers that count the request against each limiter in turn. */
export const consumeAll =
  (...limiters: Limiter[]) =>
  async (request: FastifyRequest): Promise<void> => {
    for (const limiter of limiters) await limiter.consume(request);
  };
