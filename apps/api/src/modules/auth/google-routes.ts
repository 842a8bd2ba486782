import { z } from 'zod';
import { googleCallbackQuery, googleCodeExchangeRequest, loginResponse } from '@sukoon/contract/auth';
import { errorResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuthService } from './auth-service.ts';
import { createGoogleSignIn } from './google-sign-in.ts';
import { createGoogleSignInCodes } from './google-sign-in-codes.ts';
import {
  GOOGLE_BROWSER_KEY_COOKIE,
  GOOGLE_EXCHANGE_PATH,
  GOOGLE_STATE_COOKIE,
  browserKeyCookie,
  clearedBrowserKeyCookie,
  clearedStateCookie,
  createStateSealer,
  readCookie,
  stateCookie,
} from './google-state.ts';

const redirectResponses = { 302: z.null().describe('Redirect'), 404: errorResponse };

/** GET /auth/google, its callback and the login page's code exchange; without GOOGLE_CLIENT_ID, 404. */
export function registerGoogleRoutes(app: ZodApp, ctx: AppContext, auth: AuthService): void {
  const signIn = ctx.config.google ? createGoogleSignIn(ctx, ctx.config.google) : undefined;
  const codes = createGoogleSignInCodes(ctx);
  const sealer = createStateSealer(ctx.config.jwtSecret);
  const secure = ctx.config.appUrl.startsWith('https:');
  const loginPage = (query: string) => `${ctx.config.appUrl}/login?${query}`;
  const notConfigured = () => notFound('errors_google_not_configured');

  app.get(
    '/auth/google',
    { schema: { tags: ['auth'], response: redirectResponses } },
    async (request, reply) => {
      if (!signIn) throw notConfigured();
      try {
        const { authorizationUrl, login } = await signIn.start();
        reply.header('set-cookie', stateCookie(await sealer.seal(login), secure));
        return reply.redirect(authorizationUrl);
      } catch (error) {
        request.log.error({ err: error }, 'could not start Google sign-in');
        return reply.redirect(loginPage('error=google'));
      }
    },
  );

  app.get(
    '/auth/google/callback',
    { schema: { tags: ['auth'], querystring: googleCallbackQuery, response: redirectResponses } },
    async (request, reply) => {
      if (!signIn) throw notConfigured();
      reply.header('set-cookie', clearedStateCookie(secure));
      try {
        const login = await sealer.open(readCookie(request.headers.cookie, GOOGLE_STATE_COOKIE) ?? '');
        if (!login) throw new Error('the sign-in state cookie is missing or expired');
        // The raw query: the issuer's own parameters (iss, state, code) are checked as sent.
        const userId = await signIn.finish(request.url.split('?')[1] ?? '', login);
        // Never a token in the address: a link with one would log its reader into that account.
        const { code, browserKey } = await codes.issue(userId);
        reply.header('set-cookie', [clearedStateCookie(secure), browserKeyCookie(browserKey, secure)]);
        return reply.redirect(loginPage(`code=${encodeURIComponent(code)}`));
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return reply.redirect(loginPage('error=google'));
      }
    },
  );

  app.post(
    GOOGLE_EXCHANGE_PATH,
    {
      schema: {
        tags: ['auth'],
        body: googleCodeExchangeRequest,
        response: { 200: loginResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      if (!signIn) throw notConfigured();
      reply.header('set-cookie', clearedBrowserKeyCookie(secure));
      const browserKey = readCookie(request.headers.cookie, GOOGLE_BROWSER_KEY_COOKIE) ?? '';
      const userId = browserKey ? await codes.redeem(request.body.code, browserKey) : undefined;
      if (!userId) throw badRequest('errors_google_code_invalid');
      // The same answer as a password: staff with two-step sign-in still owe a code.
      return auth.signInAs(userId);
    },
  );
}
