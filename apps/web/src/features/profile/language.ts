import { useQueryClient } from '@tanstack/react-query';
import {
  BASE_LOCALE,
  LOCALE_NAMES,
  languageForLocale,
  localeOfLanguage,
  type AppLocale,
} from '@sukoon/contract/languages';
import { LANGUAGE_OPTIONS, type Language } from '@sukoon/contract/profile-options';
import { getToken } from '../../lib/auth-token.ts';
import { currentLocale, switchLocale } from '../../lib/locale.ts';
import { getProfile, PROFILE_KEY } from './api/get-profile.ts';
import { saveProfile } from './api/save-profile.ts';

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

/**
 * For the header's switcher: a signed-in person's choice is saved into their profile first, then the
 * page reloads in it. A failed save still switches (the choice is kept in this browser anyway).
 */
export function useSwitchLanguage(): (locale: AppLocale) => Promise<void> {
  const queryClient = useQueryClient();
  return async (locale) => {
    if (getToken() !== null) {
      try {
        const profile = await getProfile();
        const language: Language = languageForLocale(locale, profile.language);
        if (language !== profile.language) {
          await saveProfile({ language });
          await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
        }
      } catch (error) {
        console.error('Saving the language in the profile failed:', error);
      }
    }
    switchLocale(locale);
  };
}
