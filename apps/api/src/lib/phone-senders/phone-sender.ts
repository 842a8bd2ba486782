import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppLocale } from '@sukoon/contract/languages';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.ts';

/** One text to one phone: what every channel's adapter is given. */
export interface PhoneText {
  /** Ten Indian mobile digits. */
  to: string;
  text: string;
  language: AppLocale;
  /** Which registered template the text is (an SMS's DLT template, a WhatsApp template's name). */
  templateKey: string;
  /** The template's variables in order: what a provider fills into the registered text. */
  parameters: string[];
}

export interface PhoneSender {
  readonly channel: 'sms' | 'whatsapp';
  /** Resolves with the provider's id of the message; throws PhoneSendError. */
  send(message: PhoneText): Promise<{ providerMessageId: string | null }>;
}

/**
 * A send the provider refused or that never arrived. `permanent`: trying again cannot help (the
 * number is not on WhatsApp, a template is wrong); otherwise it is tried again later.
 */
export class PhoneSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'PhoneSendError';
  }
}

/** The provider's answer as an error: 429 and 5xx are worth another try, other refusals are not. */
export function providerError(provider: string, status: number, detail: string): PhoneSendError {
  const permanent = status >= 400 && status < 500 && status !== 429 && status !== 408;
  return new PhoneSendError(`${provider} answered ${status}: ${detail}`.slice(0, 500), permanent);
}

/** `91` and the ten digits: the international form both providers take. */
export const internationalNumber = (tenDigits: string) => `91${tenDigits}`;

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * POSTs `payload` as JSON to a provider and reads its JSON answer (`{}` when it has none). An
 * answer that never came is worth another try; a refusal is a PhoneSendError by its status.
 */
export async function postToProvider<Answer>(
  provider: string,
  url: string,
  bearer: string,
  payload: unknown,
  detailOf: (answer: Partial<Answer>) => string | undefined,
): Promise<Partial<Answer>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PhoneSendError(`${provider} could not be reached: ${String(error)}`, false);
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<Answer>;
  if (!response.ok) throw providerError(provider, response.status, detailOf(answer) ?? response.statusText);
  return answer;
}

/**
 * Without a provider each message is a JSON file in `DATA_DIR/outbox/<channel>/`, as mail is an
 * .eml in `DATA_DIR/outbox`: `{ channel, to, text, language, template?, createdAt }`.
 */
export function createOutboxSender(
  channel: 'sms' | 'whatsapp',
  dataDir: string,
  now: () => Date,
): PhoneSender {
  const folder = path.join(dataDir, 'outbox', channel);
  let written = 0;
  return {
    channel,
    async send(message) {
      // Codes travel in these files: a private folder, private files (as the mail outbox).
      await fs.mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      await fs.chmod(folder, PRIVATE_DIR_MODE);
      const createdAt = now().toISOString();
      const id = randomUUID();
      // Named by the wall clock and a counter, so the files sort in the order they were written
      // (the record's createdAt is the app's clock, which tests hold still).
      written += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(written).padStart(6, '0')}`;
      const file = path.join(folder, `${stamp}-${id}.json`);
      const record = {
        channel,
        to: message.to,
        text: message.text,
        language: message.language,
        template: { name: message.templateKey, parameters: message.parameters },
        createdAt,
      };
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
      return { providerMessageId: `outbox-${id}` };
    },
  };
}
