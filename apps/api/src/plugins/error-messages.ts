import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../paraglide/messages.js';

/**
 * The messages people read in answers, in their language (decision 018). Services throw (and
 * return) the spec's English; the error handler, and for successful answers the reply-messages
 * hook, look the English up here and answer the request's language. The catalogues
 * (messages/errors, messages/replies) are the lists: each English text there is matched exactly,
 * its {placeholders} standing for whatever the message has in their place. Anything else stays
 * English.
 */

type CatalogueMessage = (inputs: Record<string, string>, options: { locale: AppLocale }) => string;

interface Template {
  message: CatalogueMessage;
  /** The English text as a pattern, placeholders as named groups. */
  pattern: RegExp;
}

const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads the English text with every input a marker, to find where the placeholders sit. */
function templateOf(message: CatalogueMessage): Template {
  const markers: Record<string, string> = new Proxy(
    {},
    {
      get: (_, name) => (typeof name === 'string' ? `${MARK}${name}${MARK}` : undefined),
    },
  );
  const seen = new Set<string>();
  const source = message(markers, { locale: 'en' })
    .split(new RegExp(`${MARK}(\\w+)${MARK}`))
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      // A placeholder used twice ("{count} … {count}") must be the same text both times.
      if (seen.has(part)) return `\\k<${part}>`;
      seen.add(part);
      return `(?<${part}>.+?)`;
    })
    .join('');
  return { message, pattern: new RegExp(`^${source}$`, 's') };
}

/** The messages of one catalogue, by their key's prefix (`errors_`). */
const templatesOf = (prefix: string): readonly Template[] =>
  Object.entries(m)
    .filter(([key]) => key.startsWith(prefix))
    .map(([, message]) => templateOf(message as unknown as CatalogueMessage));

function translateWith(templates: readonly Template[], english: string, locale: AppLocale): string {
  if (locale === 'en') return english;
  for (const { message, pattern } of templates) {
    const match = pattern.exec(english);
    if (match) return message(match.groups ?? {}, { locale });
  }
  return english;
}

const ERRORS = templatesOf('errors_');
const REPLIES = templatesOf('replies_');

/** The error message in `locale` when the catalogue has it; the English message itself otherwise. */
export const translateErrorMessage = (english: string, locale: AppLocale): string =>
  translateWith(ERRORS, english, locale);

/** A successful answer's message ("Profile saved successfully!") in `locale`, the same way. */
export const translateReplyMessage = (english: string, locale: AppLocale): string =>
  translateWith(REPLIES, english, locale);
