import {
  twoFactorDisableRequest,
  twoFactorEnableRequest,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@sukoon/contract/two-factor';
import { errorResponse, messageResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import { consumeAll, type AuthLimiters } from './auth-rate-limits.ts';
import type { TwoFactorService } from './two-factor-service.ts';
import { replyText } from '../../lib/server-texts.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const signedIn = { tags: ['auth'], security: [{ bearer: [] }] };

/** A staff member's own two-step sign-in (decision 023); a client is refused with 403. */
export function registerTwoFactorRoutes(
  app: ZodApp,
  twoFactor: TwoFactorService,
  limits: AuthLimiters,
): void {
  // Under STAFF_2FA=required these are what a staff member without it may still call.
  const config = { allowsTwoFactorSetup: true };

  app.get(
    '/api/me/two-factor',
    {
      config,
      schema: { ...signedIn, response: { 200: twoFactorStatusResponse, ...errors } },
      preHandler: app.requireUser,
    },
    async (request) => twoFactor.status(currentUser(request).id, currentUser(request).role),
  );

  app.post(
    '/api/me/two-factor',
    {
      config,
      schema: { ...signedIn, response: { 200: twoFactorSetupResponse, ...errors } },
      preHandler: [app.requireUser, consumeAll(limits.twoFactorByUser)],
    },
    async (request) => twoFactor.startSetup(currentUser(request).id, currentUser(request).role),
  );

  app.post(
    '/api/me/two-factor/enable',
    {
      config,
      schema: {
        ...signedIn,
        body: twoFactorEnableRequest,
        response: { 200: twoFactorEnableResponse, ...errors },
      },
      preHandler: [app.requireUser, consumeAll(limits.twoFactorByUser)],
    },
    async (request) => {
      const user = currentUser(request);
      return twoFactor.enable(user.id, user.role, request.body.code);
    },
  );

  app.post(
    '/api/me/two-factor/disable',
    {
      schema: { ...signedIn, body: twoFactorDisableRequest, response: { 200: messageResponse, ...errors } },
      preHandler: [app.requireUser, consumeAll(limits.twoFactorByUser)],
    },
    async (request) => {
      const user = currentUser(request);
      await twoFactor.disable(user.id, user.role, request.body.password, request.body.code);
      return { message: replyText('replies_two_factor_off') };
    },
  );
}
