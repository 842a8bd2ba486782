import { BRAND_NAME, healthResponse, publicConfigResponse } from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';
import { SELF_ENCODED, sendJsonBytes } from '../../lib/cached-json.ts';
import { createDatabaseProbe } from './database-probe.ts';

export function registerHealthRoutes(app: ZodApp, ctx: AppContext): void {
  const probeDatabase = createDatabaseProbe(ctx.db);
  // The one answer there is, checked and serialised once: load balancers call this constantly.
  const healthy = Buffer.from(JSON.stringify(healthResponse.parse({ status: 'ok', database: 'ok' })));
  app.get(
    '/api/health',
    { ...SELF_ENCODED, schema: { tags: ['system'], response: { 200: healthResponse } } },
    async (_request, reply) => {
      await probeDatabase();
      sendJsonBytes(reply, healthy);
    },
  );

  app.get(
    '/api/config',
    { schema: { tags: ['system'], response: { 200: publicConfigResponse } } },
    async () => ({
      brand: BRAND_NAME,
      paymentProvider: ctx.config.payment.provider,
      paymentKeyId: ctx.config.payment.keyId,
      googleEnabled: ctx.config.google !== undefined,
    }),
  );
}
