import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { fieldMessageOf } from '@sukoon/contract/field-issues';
import { BASE_LOCALE, type AppLocale } from '@sukoon/contract/languages';
import { m } from '../paraglide/messages.js';
import type { AppError, LocalText, TextParams } from './app-error.ts';

/**
 * The texts people read in answers, rendered by key in their language (decision 018): error
 * messages from messages/errors, field messages from messages/fields (by the contract's
 * `fieldMessageOf`, never by the English text), successful answers' messages from messages/replies.
 */
type CatalogueMessage = (inputs: TextParams, options: { locale: AppLocale }) => string;
const catalogue = m as unknown as Record<string, CatalogueMessage | undefined>;

function render(key: string, params: TextParams, locale: AppLocale): string {
  const message = catalogue[key];
  if (!message) throw new Error(`No message "${key}" in the API's catalogues`);
  return message(params, { locale });
}

/** One text in `locale`. A schema issue without a field message stays in the schema's English. */
export function textIn(text: LocalText, locale: AppLocale): string {
  if ('key' in text) return render(text.key, text.params ?? {}, locale);
  const found = locale === BASE_LOCALE ? undefined : fieldMessageOf(text.issue);
  return found ? render(`fields_${found.key}`, found.params, locale) : text.issue.message;
}

/** An error's message in `locale`: "field: text" when it is about one field, its own text otherwise. */
export function errorMessageIn(error: AppError, locale: AppLocale): string {
  const fieldText =
    error.field !== undefined && Object.hasOwn(error.fields, error.field)
      ? error.fields[error.field]
      : undefined;
  if (!fieldText) return textIn({ key: error.key, params: error.params }, locale);
  const text = textIn(fieldText, locale);
  return error.field ? `${error.field}: ${text}` : text;
}

/** An error answer: `{ message, code, fields? }`, every text in `locale`. */
export function errorAnswerIn(error: AppError, locale: AppLocale) {
  const entries = Object.entries(error.fields);
  return {
    message: errorMessageIn(error, locale),
    code: error.code,
    ...(entries.length > 0 && {
      fields: Object.fromEntries(entries.map(([path, text]) => [path, textIn(text, locale)])),
    }),
  };
}

/**
 * The language of the request being answered, for successful answers' messages: services return
 * `replyText(key)` without being handed the request. Set by the reply-messages plugin.
 */
const requestLocales = new AsyncLocalStorage<AppLocale>();

/**
 * Runs `next` with `locale` as the reader's language, handing it the async scope to re-enter where
 * Fastify carries on in another one (after reading a body).
 */
export function runInLocale(locale: AppLocale, next: (scope: AsyncResource) => void): void {
  requestLocales.run(locale, () => {
    const scope = new AsyncResource('sukoon-request-locale');
    scope.runInAsyncScope(next, null, scope);
  });
}

type ReplyKey = Extract<keyof typeof m, `replies_${string}`>;

/** A successful answer's message in the language of the request being answered. */
export const replyText = (key: ReplyKey, params: TextParams = {}): string =>
  render(key, params, requestLocales.getStore() ?? BASE_LOCALE);
