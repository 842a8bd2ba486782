import type { QueryClient } from '@tanstack/react-query';
import { languageForLocale, type AppLocale } from '@sukoon/contract/languages';
import type { Language } from '@sukoon/contract/profile-options';
import { getProfile, PROFILE_KEY } from './api/get-profile.ts';
import { saveProfile } from './api/save-profile.ts';

/**
 * The header switcher's choice, saved into a signed-in person's profile (decision 018). Loaded only
 * when someone signed in switches, so the profile's calls stay off the first page's critical path.
 * A failed save is logged; the switch goes ahead (the choice is kept in this browser anyway).
 */
export async function saveLanguageChoice(locale: AppLocale, queryClient: QueryClient): Promise<void> {
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
