import { sql } from 'drizzle-orm';
import { BRAND_NAME, healthResponse, publicConfigResponse } from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';

export function registerHealthRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthResponse } } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const };
  });

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
