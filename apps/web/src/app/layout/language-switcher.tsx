import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { APP_LOCALES, LOCALE_NAMES, isAppLocale, type AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import { getToken } from '../../lib/auth-token.ts';
import { currentLocale, switchLocale } from '../../lib/locale.ts';

const TONES = {
  light: 'border-slate-300 bg-white text-slate-800 hover:border-brand-500',
  dark: 'border-brand-700 bg-brand-800 text-white hover:border-brand-200',
} as const;

/**
 * A native select of the three languages, each named in itself (lang on each option, so a screen
 * reader says हिन्दी in Hindi). Choosing one reloads the page in it; a signed-in person's choice is
 * saved in their profile first.
 */
export function LanguageSwitcher({ id, tone = 'light' }: { id: string; tone?: keyof typeof TONES }) {
  const queryClient = useQueryClient();
  const switchLanguage = async (locale: AppLocale) => {
    if (getToken() !== null) {
      const { saveLanguageChoice } = await import('../../features/profile/save-language-choice.ts');
      await saveLanguageChoice(locale, queryClient);
    }
    switchLocale(locale);
  };
  return (
    <div className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {m.common_language_label()}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-3 size-4" />
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => {
          if (isAppLocale(event.target.value)) void switchLanguage(event.target.value);
        }}
        className={`min-h-11 cursor-pointer appearance-none rounded-full border py-2 pr-4 pl-9 text-sm font-medium ${TONES[tone]}`}
      >
        {APP_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
