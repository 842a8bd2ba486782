import * as oidc from 'openid-client';
import type { AppConfig } from '../../config/env.ts';
import type { AppContext } from '../../app-context.ts';
import type { GoogleLoginState } from './google-state.ts';
import { linkGoogleAccount, type GoogleIdentity } from './google-accounts.ts';

type GoogleConfig = NonNullable<AppConfig['google']>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is allowed for a local test issuer only; Google itself is https. */
const isLocalHttpIssuer = (issuer: URL) => issuer.protocol === 'http:' && LOCAL_HOSTS.has(issuer.hostname);

export interface GoogleSignIn {
  /** Where to send the browser, and what to keep until it comes back. */
  start(): Promise<{ authorizationUrl: string; login: GoogleLoginState }>;
  /** Finishes the code flow; resolves to the user's id. */
  finish(callbackQuery: string, login: GoogleLoginState): Promise<string>;
}

/** OpenID Connect authorisation-code flow with PKCE against the configured issuer. */
export type GoogleSignInDeps = Pick<AppContext, 'config' | 'db' | 'now'> & { google: GoogleConfig };

export function createGoogleSignIn(ctx: GoogleSignInDeps): GoogleSignIn {
  const { google } = ctx;
  const redirectUri = `${ctx.config.appUrl}/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    const issuer = new URL(google.issuer);
    discovered ??= oidc
      .discovery(
        issuer,
        google.clientId,
        undefined,
        google.clientSecret ? oidc.ClientSecretPost(google.clientSecret) : oidc.None(),
        { execute: isLocalHttpIssuer(issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((error: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const login = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: login.state,
        nonce: login.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { authorizationUrl: url.href, login };
    },

    async finish(callbackQuery, login) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUri}?${callbackQuery}`), {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the issuer sent no ID token');
      // Google puts the e-mail in the ID token; other issuers may only give it from userinfo.
      const claims =
        typeof idToken.email === 'string'
          ? idToken
          : { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), sub: idToken.sub };
      if (claims.email_verified !== true || typeof claims.email !== 'string') {
        throw new Error('the issuer did not vouch for the e-mail address');
      }
      const identity: GoogleIdentity = {
        subject: claims.sub,
        email: claims.email.trim().toLowerCase(),
        givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
        familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
      const user = await linkGoogleAccount(ctx.db, identity, ctx.now());
      return user.id;
    },
  };
}
