import type { UserRole } from '@sukoon/contract/auth';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from './uuid.ts';

export type Role = UserRole;

export interface TokenClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
}

const ALGORITHM = 'HS256';
const TOKEN_LIFETIME = '7d';
const ISSUER = 'sukoon';

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Resolves to the claims of a valid token, or null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      try {
        // Ours always carry exp and iat: one without them, or older than its lifetime, is not ours.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['exp', 'iat', 'sub'],
          maxTokenAge: TOKEN_LIFETIME,
        });
        const role = payload.role;
        const version = payload.ver;
        if (
          typeof payload.sub !== 'string' ||
          !isUuid(payload.sub) ||
          (role !== 'user' && role !== 'counsellor' && role !== 'admin') ||
          typeof version !== 'number'
        ) {
          return null;
        }
        return { userId: payload.sub, role, tokenVersion: version };
      } catch {
        return null;
      }
    },
  };
}
