import type { PhonesConfig } from '../../config/env.ts';
import { createOutboxSender, internationalNumber, postToProvider, type PhoneSender } from './phone-sender.ts';

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
      const body = await postToProvider<{
        messages: { id?: unknown }[];
        error: { message?: string; code?: number };
      }>(
        'WhatsApp',
        `${whatsapp.apiBase}/${whatsapp.phoneNumberId}/messages`,
        whatsapp.token,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: internationalNumber(message.to),
          type: 'template',
          template: {
            name: whatsAppTemplateName(message.templateKey),
            language: { code: message.language },
            components: [
              { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) },
            ],
          },
        },
        (answer) => answer.error && `${answer.error.message ?? ''} (code ${answer.error.code ?? '?'})`,
      );
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
