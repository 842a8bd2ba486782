import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../paraglide/messages.js';

/**
 * The error messages people read, in their language (decision 018). Services throw the spec's
 * English; the error handler looks the English up here and answers the request's language. The
 * catalogue (messages/errors) is the list: each English text there is matched exactly, its
 * {placeholders} standing for whatever the thrown message has in their place. Anything else stays
 * English.
 */

type ErrorMessage = (inputs: Record<string, string>, options: { locale: AppLocale }) => string;

interface Template {
  message: ErrorMessage;
  /** The English text as a pattern, placeholders as named groups. */
  pattern: RegExp;
}

const MARK = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads the English text with every input a marker, to find where the placeholders sit. */
function templateOf(message: ErrorMessage): Template {
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

const TEMPLATES: readonly Template[] = Object.entries(m)
  .filter(([key]) => key.startsWith('errors_'))
  .map(([, message]) => templateOf(message as unknown as ErrorMessage));

/** The message in `locale` when the catalogue has it; the English message itself otherwise. */
export function translateErrorMessage(english: string, locale: AppLocale): string {
  if (locale === 'en') return english;
  for (const { message, pattern } of TEMPLATES) {
    const match = pattern.exec(english);
    if (match) return message(match.groups ?? {}, { locale });
  }
  return english;
}
