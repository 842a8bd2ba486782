/**
 * The languages the product speaks (issue 20, decision 018), without zod
 * (`@sukoon/contract/languages`). A locale is what the message catalogues are keyed by; a profile
 * language is what the spec's profile stores ('English (US)', 'English (UK)'), and the two new
 * languages join those options under their English names.
 */
import type { Language } from './profile-options.ts';

export const APP_LOCALES = ['en', 'hi', 'mr'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const BASE_LOCALE: AppLocale = 'en';

/** Each language named in itself, as a switcher shows it. */
export const LOCALE_NAMES: Record<AppLocale, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/**
 * The tag `Intl` formats with: Indian conventions (₹, lakh grouping, IST is applied by the caller)
 * and Latin digits in every language, as the issue asks and as forms and payment references use.
 */
export const INTL_TAGS: Record<AppLocale, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
};

export const isAppLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);

const LOCALE_OF_LANGUAGE: Record<Language, AppLocale> = {
  'English (US)': 'en',
  'English (UK)': 'en',
  Hindi: 'hi',
  Marathi: 'mr',
};

/** The catalogue for a profile's language; an unknown or empty one is English. */
export const localeOfLanguage = (language: string | null | undefined): AppLocale =>
  LOCALE_OF_LANGUAGE[language as Language] ?? BASE_LOCALE;

/** The profile language a switcher choice stores; English keeps whichever English was chosen. */
export function languageForLocale(locale: AppLocale, current: Language): Language {
  if (locale === 'hi') return 'Hindi';
  if (locale === 'mr') return 'Marathi';
  return localeOfLanguage(current) === 'en' ? current : 'English (US)';
}

/**
 * The first supported language of an Accept-Language header, by its q order; an unknown or
 * malformed header is ignored (null).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isAppLocale) ?? null;
}

/**
 * The cookie the web app's Paraglide runtime sets when someone chooses a language
 * (apps/web/paraglide-options.ts); the server reads it to answer the static shell in that language.
 */
export const LOCALE_COOKIE = 'sukoon-language';

/** A cookie's value in a Cookie header, or null when the header does not carry it. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [key = '', value = ''] = pair.split('=');
    if (key.trim() === name) return value.trim();
  }
  return null;
}

/** The language a cookie header names in LOCALE_COOKIE, if it is one of ours; anything else is null. */
export function localeFromCookie(header: string | null | undefined): AppLocale | null {
  const locale = cookieValue(header, LOCALE_COOKIE);
  return isAppLocale(locale) ? locale : null;
}

/**
 * Set by a Hindi or Marathi page once this browser holds the Devanagari face in its cache; its value
 * is the face's file name, so a build with a new face is not taken for one the browser has
 * (apps/web/src/lib/devanagari-face.ts). The server then answers shells that draw with the face
 * from the first paint (decision 018).
 */
export const DEVANAGARI_FACE_COOKIE = 'sukoon-devanagari-face';
