import { myConsentsResponse } from '@sukoon/contract/consents';
import { errorResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

export function registerConsentsRoutes(app: ZodApp, { consents }: Services): void {
  app.get(
    '/api/me/consents',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['consents'],
        security: [{ bearer: [] }],
        summary:
          "The caller's recorded agreements (terms, privacy policy, consent to counselling): which version, when",
        response: { 200: myConsentsResponse, 401: errorResponse },
      },
    },
    (request) => consents.listMine(currentUser(request).id),
  );
}
