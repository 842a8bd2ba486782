import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { redeemGoogleSignInCode, saveGoogleSignInCode } from './google-sign-in-code-repository.ts';

/** Long enough for the login page to load and post the code back; too short to be worth stealing. */
export const GOOGLE_SIGN_IN_CODE_LIFETIME_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The hand-over from the Google callback to the login page. The callback gives the page a code in
 * its address and the browser a key in a cookie; only both together, once, within a minute, buy a
 * login token. A link carrying someone else's code logs nobody in: the victim's browser has no key.
 */
export function createGoogleSignInCodes(ctx: Pick<AppContext, 'db' | 'now'>) {
  return {
    async issue(userId: string): Promise<{ code: string; browserKey: string }> {
      const code = randomSecret();
      const browserKey = randomSecret();
      const now = ctx.now();
      await saveGoogleSignInCode(ctx.db, {
        codeHash: sha256(code),
        browserKeyHash: sha256(browserKey),
        userId,
        expiresAt: new Date(now.getTime() + GOOGLE_SIGN_IN_CODE_LIFETIME_MS),
        createdAt: now,
      });
      return { code, browserKey };
    },

    /** The user's id, or undefined: unknown, used, expired, or another browser's code. */
    redeem: (code: string, browserKey: string): Promise<string | undefined> =>
      redeemGoogleSignInCode(ctx.db, sha256(code), sha256(browserKey), ctx.now()),
  };
}

export type GoogleSignInCodes = ReturnType<typeof createGoogleSignInCodes>;
