import {
  certificateParams,
  certificateResponse,
  courseProgressResponse,
  errorResponse,
  idParam,
  lessonParams,
} from '@sukoon/contract';
import { z } from 'zod';
import type { ZodApp } from '../../lib/zod-app.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Services } from '../../services.ts';

const security = [{ bearer: [] }];
const learnerErrors = { 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Progress through a course's lessons, and the certificates it earns. */
export function registerLearningRoutes(app: ZodApp, { learning, config }: Services): void {
  const { appUrl } = config;
  app.get(
    '/api/courses/:id/progress',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: "The caller's lessons completed in a course they are enrolled in",
        security,
        params: idParam,
        response: { 200: courseProgressResponse, ...learnerErrors },
      },
    },
    (request) => learning.getProgress(currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/courses/:id/lessons/:lessonId/complete',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['learning'],
        summary: 'Marks a lesson complete (again: no change); the last one earns the certificate',
        security,
        params: lessonParams,
        response: { 200: courseProgressResponse, ...learnerErrors },
      },
    },
    (request) => learning.completeLesson(currentUser(request).id, request.params.id, request.params.lessonId),
  );

  app.get(
    '/api/certificates/:code',
    {
      schema: {
        tags: ['learning'],
        summary: 'Checks a certificate: whom it names, for which course, and when',
        params: certificateParams,
        response: { 200: certificateResponse, 404: errorResponse },
      },
    },
    (request) => learning.getCertificate(request.params.code),
  );

  app.get(
    '/api/certificates/:code/pdf',
    {
      // Public, and drawn on the event loop the first time: per address (issue 27 §10).
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['learning'],
        summary: 'The certificate as a PDF (application/pdf)',
        params: certificateParams,
        // Bytes, not JSON: Fastify sends a Buffer as it is.
        response: {
          200: z.instanceof(Buffer).describe('application/pdf'),
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { code, pdf } = await learning.certificatePdf(request.params.code, appUrl);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${code}.pdf"`)
        .send(pdf);
    },
  );
}
