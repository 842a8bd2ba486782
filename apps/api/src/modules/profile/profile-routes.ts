import { profileResponse, profileWriteRequest } from '@sukoon/contract/profile';
import { errorResponse, messageResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { currentUser } from '../../plugins/auth.ts';

export function registerProfileRoutes(app: ZodApp, { profile: profiles }: Services): void {
  const security = [{ bearer: [] }];

  app.get(
    '/api/user/profile/read',
    {
      schema: { tags: ['profile'], security, response: { 200: profileResponse, 401: errorResponse } },
      preHandler: app.requireUser,
    },
    async (request) => profiles.read(currentUser(request).id),
  );

  app.post(
    '/api/user/profile/write',
    {
      schema: {
        tags: ['profile'],
        security,
        body: profileWriteRequest,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
      preHandler: app.requireUser,
    },
    async (request) => ({ message: await profiles.write(currentUser(request).id, request.body) }),
  );
}
