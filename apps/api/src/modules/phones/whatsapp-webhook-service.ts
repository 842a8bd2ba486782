import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordDeliveryStatus } from './phone-messages-repository.ts';
import type { PhonesService } from './phones-service.ts';

/** What we read of the Cloud API's webhook: statuses of our messages, and messages people send. */
const webhookEvent = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z.array(z.object({ id: z.string(), status: z.string() })).optional(),
                  messages: z
                    .array(
                      z.object({
                        from: z.string(),
                        type: z.string(),
                        text: z.object({ body: z.string() }).optional(),
                        button: z.object({ text: z.string() }).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

/** What people write to stop messages; WhatsApp's own opt-out words among them. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'stop all', 'रोकें', 'बंद', 'थांबवा']);

/** `919876543210` → `9876543210`; anything else is not an Indian mobile we could hold. */
const tenDigitsOf = (waId: string): string | null => {
  const digits = waId.replace(/\D/g, '');
  const match = /^(?:91)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
};

/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the raw body with the app secret. */
export function isValidHubSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', appSecret).update(rawBody).digest('hex'), 'utf8');
  const given = Buffer.from(header.slice('sha256='.length).trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type WhatsAppWebhookDeps = Pick<AppContext, 'db' | 'config' | 'log'> & {
  phones: Pick<PhonesService, 'stopWhatsApp'>;
};

/** The WhatsApp Cloud API's webhook: Meta's subscription handshake, then signed events. */
export function createWhatsAppWebhook(deps: WhatsAppWebhookDeps) {
  const { whatsappVerifyToken: verifyToken, whatsappAppSecret: appSecret } = deps.config.phones;
  return {
    /** Answers `hub.challenge` when Meta subscribes with our verify token; 400 otherwise. */
    verifySubscription(query: { mode?: string; token?: string; challenge?: string }): string {
      const matches =
        verifyToken !== undefined &&
        query.token !== undefined &&
        query.token.length === verifyToken.length &&
        timingSafeEqual(Buffer.from(query.token), Buffer.from(verifyToken));
      if (query.mode !== 'subscribe' || !matches || query.challenge === undefined) {
        throw new AppError('BAD_REQUEST', 'errors_whatsapp_verify_token');
      }
      return query.challenge;
    },

    /** Records delivery statuses; "STOP" turns WhatsApp off for the number's verified holder. */
    async handleEvent(rawBody: Buffer, signature: string | undefined): Promise<void> {
      // Without an app secret (outbox mode) no event can be believed.
      if (!appSecret || !isValidHubSignature(rawBody, signature, appSecret)) {
        throw new AppError('BAD_REQUEST', 'errors_whatsapp_signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST', 'errors_whatsapp_signature');
      }
      const parsed = webhookEvent.safeParse(json);
      // Signed by Meta but of a shape we do not read (another field's change): nothing to do.
      if (!parsed.success) return;
      for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
        for (const status of change.value?.statuses ?? []) {
          await recordDeliveryStatus(deps.db, status.id, status.status);
        }
        for (const message of change.value?.messages ?? []) {
          const said = (message.text?.body ?? message.button?.text ?? '').trim().toLowerCase();
          const phone = tenDigitsOf(message.from);
          if (!STOP_WORDS.has(said) || !phone) continue;
          const stopped = await deps.phones.stopWhatsApp(phone);
          deps.log.info({ stopped }, 'STOP received on WhatsApp');
        }
      }
    },
  };
}

export type WhatsAppWebhook = ReturnType<typeof createWhatsAppWebhook>;
