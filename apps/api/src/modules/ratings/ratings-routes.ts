import { courseRatingBody, courseRatingsResponse, errorResponse, idParam } from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { currentUser } from '../../plugins/auth.ts';
import { varyByViewer } from '../../lib/content-routes.ts';

const tags = ['courses'];

/**
 * Ours (issue 17): course ratings. Read apart from the course so the cached public course list
 * stays one query (decisions 006, 011).
 */
export function registerRatingsRoutes(app: ZodApp, { ratings: service }: Services): void {
  app.get(
    '/api/courses/:id/ratings',
    {
      onRequest: app.identifyUser,
      schema: {
        tags,
        summary: "A course's average rating, count and newest 20 reviews; the caller's own when signed in",
        security: [{}, { bearer: [] }],
        params: idParam,
        response: { 200: courseRatingsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const ratings = await service.listRatings(request.params.id, request.user);
      varyByViewer(request, reply);
      return ratings;
    },
  );

  app.put(
    '/api/courses/:id/rating',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Rate a course 1 to 5 with an optional review; enrolled learners only, once, editable',
        security: [{ bearer: [] }],
        params: idParam,
        body: courseRatingBody,
        response: {
          200: courseRatingsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    (request) => service.rate(request.params.id, currentUser(request), request.body),
  );
}
