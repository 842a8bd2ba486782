import {
  BRAND_NAME,
  errorResponse,
  healthResponse,
  publicConfigResponse,
  readyResponse,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { SELF_ENCODED, sendJsonBytes } from '../../lib/cached-json.ts';

export function registerHealthRoutes(app: ZodApp, services: Services): void {
  const { config, health } = services;
  const { probeDatabase, checkReadiness } = health;
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

  const { phone, email, address, whatsapp, supportEmails, socialLinks } = config.contact;
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
      paymentProvider: config.payment.provider,
      paymentKeyId: config.payment.keyId,
      googleEnabled: config.google !== undefined,
      rescheduleCutoffHours: config.sessions.rescheduleCutoffHours,
      contact,
      ...(config.grievanceOfficer ? { grievanceOfficer: config.grievanceOfficer } : {}),
      vapidPublicKey: config.push.vapidPublicKey,
    }),
  );
}
