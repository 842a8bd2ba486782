import {
  markReadBody,
  markReadResponse,
  notificationsQuery,
  notificationsResponse,
} from '@sukoon/contract/notifications';
import { errorResponse } from '@sukoon/contract/common';
import { requestLocale } from '../../lib/request-locale.ts';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export function registerNotificationsRoutes(app: ZodApp, { notifications }: Services): void {
  const security = [{ bearer: [] }];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        security,
        querystring: notificationsQuery,
        response: { 200: notificationsResponse, 400: errorResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) =>
      notifications.list(currentUser(request).id, request.query.limit, requestLocale(request)),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        security,
        // No body at all means the same as `{}`: mark all read.
        body: markReadBody.nullish(),
        response: { 200: markReadResponse, 400: errorResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => notifications.markRead(currentUser(request).id, request.body?.ids),
  );
}
