import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '@sukoon/contract';

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND_NAME} API`, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // No staticCSP: the UI loads only its own files, so the app's stricter policy applies here too.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
