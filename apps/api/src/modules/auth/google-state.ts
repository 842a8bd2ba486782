import type { AppContext } from '../../app-context.ts';
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { GOOGLE_SIGN_IN_CODE_LIFETIME_MS } from './google-sign-in-codes.ts';

/**
 * Between /auth/google and its callback the browser keeps the state, nonce and PKCE verifier
 * in a short-lived, signed, httpOnly cookie scoped to /auth/google: no server-side table.
 */
export const GOOGLE_STATE_COOKIE = 'sukoon_google_login';
const LIFETIME_SECONDS = 600;
const AUDIENCE = 'sukoon/google-sign-in';

export interface GoogleLoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function createStateSealer({ config }: Pick<AppContext, 'config'>) {
  // A key of its own, so a login token can never pass for a state cookie or the reverse.
  const key = createHmac('sha256', config.jwtSecret).update('sukoon/google-state/v1').digest();
  return {
    seal: (value: GoogleLoginState) =>
      new SignJWT({ ...value })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(key),
    open: async (sealed: string): Promise<GoogleLoginState | null> => {
      try {
        const { payload } = await jwtVerify(sealed, key, { algorithms: ['HS256'], audience: AUDIENCE });
        const { state, nonce, codeVerifier } = payload;
        if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string')
          return null;
        return { state, nonce, codeVerifier };
      } catch {
        return null;
      }
    },
  };
}

const attributes = (secure: boolean, maxAge: number) =>
  `Path=/auth/google; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const stateCookie = (sealed: string, secure: boolean) =>
  `${GOOGLE_STATE_COOKIE}=${sealed}; ${attributes(secure, LIFETIME_SECONDS)}`;

export const clearedStateCookie = (secure: boolean) => `${GOOGLE_STATE_COOKIE}=; ${attributes(secure, 0)}`;

/**
 * The key that goes with the code the callback hands the login page: sent only to the exchange,
 * so the page's script never sees it, and a link with the code alone is worthless.
 */
export const GOOGLE_BROWSER_KEY_COOKIE = 'sukoon_google_browser';
export const GOOGLE_EXCHANGE_PATH = '/api/auth/google/exchange';
const BROWSER_KEY_LIFETIME_SECONDS = GOOGLE_SIGN_IN_CODE_LIFETIME_MS / 1000;

const browserKeyAttributes = (secure: boolean, maxAge: number) =>
  `Path=${GOOGLE_EXCHANGE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const browserKeyCookie = (key: string, secure: boolean) =>
  `${GOOGLE_BROWSER_KEY_COOKIE}=${key}; ${browserKeyAttributes(secure, BROWSER_KEY_LIFETIME_SECONDS)}`;

export const clearedBrowserKeyCookie = (secure: boolean) =>
  `${GOOGLE_BROWSER_KEY_COOKIE}=; ${browserKeyAttributes(secure, 0)}`;

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
