import {
  accountDeleteBody,
  accountDeleteConfirmation,
  dataExport,
  errorResponse,
  messageResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ErasureLimiters } from '../auth/auth-rate-limits.ts';
import {
  ErasureNeedsConfirmation,
  WrongErasurePassword,
  type createDataRightsService,
} from './data-rights-service.ts';
import { errorAnswerIn } from '../../lib/server-texts.ts';
import { requestLocale } from '../../lib/request-locale.ts';

const tags = ['data rights'];
const security = [{ bearer: [] }];

/** The caller's own data only: both routes act on the signed-in account and nothing else. */
export function registerDataRightsRoutes(
  app: ZodApp,
  rights: ReturnType<typeof createDataRightsService>,
  limits: ErasureLimiters,
): void {
  app.get(
    '/api/me/export',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Everything held about the caller, as JSON (a download)',
        response: { 200: dataExport, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await rights.exportData(currentUser(request).id);
      void reply.header(
        'content-disposition',
        `attachment; filename="sukoon-data-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return data;
    },
  );

  app.post(
    '/api/me/delete',
    {
      onRequest: app.requireUser,
      preHandler: [limits.failuresByUser.assertOpen, limits.failuresByAddress.assertOpen],
      schema: {
        tags,
        security,
        summary:
          "Erase the caller's account (a client's): needs the password, and confirmCancellation when upcoming sessions would be cancelled (the 409 lists them and their refunds)",
        body: accountDeleteBody,
        response: {
          200: messageResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          409: accountDeleteConfirmation,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        return await rights.eraseAccount(currentUser(request).id, request.body);
      } catch (error) {
        if (error instanceof WrongErasurePassword) {
          await limits.failuresByUser.consume(request);
          await limits.failuresByAddress.consume(request);
        }
        if (!(error instanceof ErasureNeedsConfirmation)) throw error;
        return reply
          .code(409)
          .send({ ...errorAnswerIn(error, requestLocale(request)), sessions: error.sessions });
      }
    },
  );
}
