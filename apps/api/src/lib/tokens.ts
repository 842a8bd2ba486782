import { SignJWT, jwtVerify } from 'jose';

export type Role = 'user' | 'admin';

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
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        const role = payload.role;
        const version = payload.ver;
        if (
          typeof payload.sub !== 'string' ||
          (role !== 'user' && role !== 'admin') ||
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
