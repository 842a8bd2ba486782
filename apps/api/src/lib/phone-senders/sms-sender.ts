import type { PhonesConfig } from '../../config/env.ts';
import {
  createOutboxSender,
  internationalNumber,
  PhoneSendError,
  postToProvider,
  type PhoneSender,
} from './phone-sender.ts';

type DltConfig = Extract<PhonesConfig['sms'], { provider: 'dlt' }>;

/** Any character outside GSM-7's basic set (Devanagari, say) makes the SMS a Unicode one. */
const needsUnicode = (text: string) => /[^\x20-\x7e\n\r]/.test(text);

/**
 * A DLT-registered Indian SMS provider's REST API (decision 028): `POST {base}/sms` with a Bearer
 * key and `{ sender, to, message, template_id, unicode }`; it answers `{ id, status }`, or
 * `{ error: { code, message } }` with a 4xx/5xx (429 when rate-limited, with Retry-After). Indian
 * operators deliver only texts that match the template registered for the sender id.
 */
function createDltSender(sms: DltConfig): PhoneSender {
  return {
    channel: 'sms',
    async send(message) {
      const templateId = sms.templateIds[message.templateKey];
      if (!templateId) throw new PhoneSendError(`no DLT template id for ${message.templateKey}`, true);
      const body = await postToProvider<{ id: unknown; error: { code?: string; message?: string } }>(
        'the SMS provider',
        `${sms.apiBase}/sms`,
        sms.apiKey,
        {
          sender: sms.senderId,
          to: internationalNumber(message.to),
          message: message.text,
          template_id: templateId,
          unicode: needsUnicode(message.text),
        },
        (answer) => answer.error?.message,
      );
      return { providerMessageId: typeof body.id === 'string' ? body.id : null };
    },
  };
}

/** SMS_PROVIDER: `dlt`, or the outbox folder (the default). */
export function createSmsSender(
  config: { phones: PhonesConfig; dataDir: string },
  now: () => Date,
): PhoneSender {
  return config.phones.sms.provider === 'dlt'
    ? createDltSender(config.phones.sms)
    : createOutboxSender('sms', config.dataDir, now);
}
