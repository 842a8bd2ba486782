import { z } from 'zod';
import { errorResponse } from '@sukoon/contract/common';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';

const handshakeQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * The WhatsApp Cloud API's webhook (`/api/webhooks/whatsapp`). Its signature covers the exact
 * bytes sent, so the event route, in its own plugin scope, keeps the body raw.
 */
export function registerWhatsAppWebhookRoutes(app: ZodApp, { whatsappWebhook }: Services): void {
  app.get(
    '/api/webhooks/whatsapp',
    {
      schema: {
        tags: ['phones'],
        summary: 'Meta’s subscription handshake: answers hub.challenge for our verify token',
        querystring: handshakeQuery,
        response: { 200: z.string(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const challenge = whatsappWebhook.verifySubscription({
        mode: request.query['hub.mode'],
        token: request.query['hub.verify_token'],
        challenge: request.query['hub.challenge'],
      });
      return reply.type('text/plain').send(challenge);
    },
  );

  void app.register(async (scope: ZodApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/webhooks/whatsapp',
      {
        schema: {
          tags: ['phones'],
          summary: 'WhatsApp Cloud API events: message statuses, and STOP (X-Hub-Signature-256)',
          headers: z.object({ 'x-hub-signature-256': z.string().max(256).optional() }),
          body: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'must be the raw event body'),
          response: { 200: z.object({ status: z.literal('ok') }), 400: errorResponse },
        },
      },
      async (request) => {
        await whatsappWebhook.handleEvent(request.body, request.headers['x-hub-signature-256']);
        return { status: 'ok' as const };
      },
    );
  });
}
