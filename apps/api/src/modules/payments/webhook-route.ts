import { z } from 'zod';
import { errorResponse, webhookResponse } from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';

const webhookHeaders = z.object({
  'x-razorpay-signature': z.string().max(256).optional(),
  'x-razorpay-event-id': z.string().min(1).max(200).optional(),
});

/**
 * POST /api/payments/webhook. The signature covers the exact bytes sent, so this route, in its own
 * plugin scope, keeps the body raw; every other route keeps the normal JSON parser.
 */
export function registerWebhookRoute(app: ZodApp, { webhooks }: Services): void {
  void app.register(async (scope: ZodApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay events payment.captured and order.paid (X-Razorpay-Signature)',
          headers: webhookHeaders,
          body: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'must be the raw event body'),
          response: { 200: webhookResponse, 400: errorResponse },
        },
      },
      async (request) => {
        await webhooks.handleEvent(
          request.body,
          request.headers['x-razorpay-signature'],
          request.headers['x-razorpay-event-id'],
        );
        return { status: 'ok' as const };
      },
    );
  });
}
