import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { MFA_TOKEN_MINUTES } from '@sukoon/contract/two-factor';
import type { AppContext } from '../../app-context.ts';
import { isUuid } from '../../lib/uuid.ts';

/**
 * The ticket between a right password and the second step: a JWT under a key of its own (derived
 * from JWT_SECRET), with its own type and audience, valid for minutes. It is no session token:
 * the session check uses another key, so as a Bearer token it is refused (decision 023).
 */
const ALGORITHM = 'HS256';
const TYPE = 'mfa+jwt';
const AUDIENCE = 'sukoon:login-mfa';
const ISSUER = 'sukoon';

export interface MfaClaims {
  userId: string;
  /** The account's token version when the password was checked: a password change voids it. */
  tokenVersion: number;
  /** Unique per ticket: the rate limit counts tries per ticket. */
  ticketId: string;
}

export function createMfaTokens({ config, now }: Pick<AppContext, 'config' | 'now'>) {
  const key = createHmac('sha256', config.jwtSecret).update('sukoon:login-mfa-token').digest();
  return {
    sign: (userId: string, tokenVersion: number): Promise<string> => {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + MFA_TOKEN_MINUTES * 60)
        .sign(key);
    },

    /** The claims of a live ticket, or null. */
    verify: async (token: string): Promise<MfaClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          typ: TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          maxTokenAge: `${MFA_TOKEN_MINUTES}m`,
          currentDate: now(),
        });
        if (typeof payload.sub !== 'string' || !isUuid(payload.sub) || typeof payload.ver !== 'number') {
          return null;
        }
        return { userId: payload.sub, tokenVersion: payload.ver, ticketId: payload.jti ?? '' };
      } catch {
        return null;
      }
    },
  };
}

export type MfaTokens = ReturnType<typeof createMfaTokens>;
