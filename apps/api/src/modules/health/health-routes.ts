import {
  BRAND_NAME,
  errorResponse,
  healthResponse,
  publicConfigResponse,
  readyResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { AppContext } from '../../app-context.ts';
import { SELF_ENCODED, sendJsonBytes } from '../../lib/cached-json.ts';
import { createDatabaseProbe } from './database-probe.ts';
import { createReadinessCheck } from './database-readiness.ts';

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

  const checkReadiness = createReadinessCheck(ctx.db);
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Ready for traffic: the database answers and has every migration (503 otherwise)',
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async () => {
      await checkReadiness();
      return { status: 'ready' as const };
    },
  );

  const { phone, email, address, whatsapp, supportEmails, socialLinks } = ctx.config.contact;
  // Unset details are left out, never filled with examples: a made-up number on a counselling
  // site is one a person in distress might call.
  const contact = {
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(address ? { address } : {}),
    whatsapp,
    supportEmails,
    socialLinks,
  };
  app.get(
    '/api/config',
    { schema: { tags: ['system'], response: { 200: publicConfigResponse } } },
    async () => ({
      brand: BRAND_NAME,
      paymentProvider: ctx.config.payment.provider,
      paymentKeyId: ctx.config.payment.keyId,
      googleEnabled: ctx.config.google !== undefined,
      rescheduleCutoffHours: ctx.config.sessions.rescheduleCutoffHours,
      contact,
      ...(ctx.config.grievanceOfficer ? { grievanceOfficer: ctx.config.grievanceOfficer } : {}),
    }),
  );
}
