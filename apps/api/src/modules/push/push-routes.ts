import { errorResponse } from '@sukoon/contract/common';
import { pushSubscriptionBody, pushSubscriptionResponse, pushUnsubscribeBody } from '@sukoon/contract/push';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { currentUser } from '../../plugins/auth.ts';

export function registerPushRoutes(app: ZodApp, { push }: Services): void {
  const security = [{ bearer: [] }];
  const tags = ['push'];

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary:
          'This device receives session notices by web push (a PushSubscription made with vapidPublicKey)',
        body: pushSubscriptionBody,
        response: { 200: pushSubscriptionResponse, 400: errorResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => push.subscribe(currentUser(request).id, request.body),
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'This device no longer receives session notices',
        body: pushUnsubscribeBody,
        response: { 200: pushSubscriptionResponse, 400: errorResponse, 401: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => push.unsubscribe(currentUser(request).id, request.body.endpoint),
  );
}
