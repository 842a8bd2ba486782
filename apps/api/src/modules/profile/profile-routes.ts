import { profileResponse, profileWriteRequest } from '@sukoon/contract/profile';
import { errorResponse, messageResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createProfileService } from './profile-service.ts';

export function registerProfileRoutes(app: ZodApp, ctx: AppContext): void {
  const profiles = createProfileService(ctx);
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
