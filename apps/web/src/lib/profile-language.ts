import { BASE_LOCALE, LOCALE_NAMES, localeOfLanguage } from '@sukoon/contract/languages';
import { LANGUAGE_OPTIONS } from '@sukoon/contract/profile-options';
import { currentLocale, switchLocale } from './locale.ts';

/**
 * The profile's language and the site's language are one choice for a signed-in person (issue 20,
 * decision 018): the profile's Hindi or Marathi wins after sign-in and after saving the profile,
 * and the header's switcher saves its choice into the profile.
 */

/** The profile's options, each named in itself (English keeps the spec's two names). */
export const LANGUAGE_CHOICES = LANGUAGE_OPTIONS.map((language) => {
  const locale = localeOfLanguage(language);
  return { value: language, label: locale === BASE_LOCALE ? language : LOCALE_NAMES[locale], lang: locale };
});

/**
 * Switches the site to the profile's Hindi or Marathi (this reloads the page). English, the default
 * every profile starts with, or an unknown value, leaves the language the visitor chose alone.
 */
export function followProfileLanguage(language: string | null | undefined): void {
  const locale = localeOfLanguage(language);
  if (locale !== BASE_LOCALE && locale !== currentLocale()) switchLocale(locale);
}
