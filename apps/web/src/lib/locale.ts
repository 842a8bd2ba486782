import { INTL_TAGS, type AppLocale } from '@sukoon/contract/languages';
import { getLocale, setLocale } from '../paraglide/runtime.js';

/**
 * The one place the web app asks which language it is in, and changes it (decision 018). Message
 * functions (`m.key()` from src/paraglide/messages.js) read the same locale themselves.
 */
export const currentLocale = (): AppLocale => getLocale();

/** The tag every `Intl` formatter takes: Latin digits, Indian conventions, in the page's language. */
export const intlTag = (): string => INTL_TAGS[getLocale()];

/**
 * Remembers the language (local storage, and a cookie the server reads for the static shell) and
 * reloads the page in it: every text, title and formatted date is then drawn in one language.
 */
export const switchLocale = (locale: AppLocale): void => {
  if (locale !== getLocale()) void setLocale(locale);
};
