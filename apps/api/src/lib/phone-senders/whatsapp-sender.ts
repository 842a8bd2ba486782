import type { PhonesConfig } from '../../config/env.ts';
import {
  createOutboxSender,
  internationalNumber,
  PhoneSendError,
  PROVIDER_TIMEOUT_MS,
  providerError,
  type PhoneSender,
} from './phone-sender.ts';

type MetaConfig = Extract<PhonesConfig['whatsapp'], { provider: 'meta' }>;

/** The name an approved template has at Meta: `sukoon_` and the event (docs/deploy.md). */
export const whatsAppTemplateName = (templateKey: string) => `sukoon_${templateKey}`;

/**
 * The WhatsApp Cloud API: a business may open a conversation only with an approved template, so
 * every message is one, in the person's language, its variables filled in order.
 */
function createCloudApiSender(whatsapp: MetaConfig): PhoneSender {
  return {
    channel: 'whatsapp',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(`${whatsapp.apiBase}/${whatsapp.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${whatsapp.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: internationalNumber(message.to),
            type: 'template',
            template: {
              name: whatsAppTemplateName(message.templateKey),
              language: { code: message.language },
              components: [
                {
                  type: 'body',
                  parameters: message.parameters.map((text) => ({ type: 'text', text })),
                },
              ],
            },
          }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PhoneSendError(`the WhatsApp Cloud API could not be reached: ${String(error)}`, false);
      }
      const body = (await response.json().catch(() => ({}))) as {
        messages?: { id?: unknown }[];
        error?: { message?: string; code?: number };
      };
      if (!response.ok) {
        const detail = `${body.error?.message ?? response.statusText} (code ${body.error?.code ?? '?'})`;
        throw providerError('WhatsApp', response.status, detail);
      }
      const id = body.messages?.[0]?.id;
      return { providerMessageId: typeof id === 'string' ? id : null };
    },
  };
}

/** WHATSAPP_PROVIDER: `meta`, or the outbox folder (the default). */
export function createWhatsAppSender(
  config: { phones: PhonesConfig; dataDir: string },
  now: () => Date,
): PhoneSender {
  return config.phones.whatsapp.provider === 'meta'
    ? createCloudApiSender(config.phones.whatsapp)
    : createOutboxSender('whatsapp', config.dataDir, now);
}
