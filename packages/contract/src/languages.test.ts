import { describe, expect, it } from 'vitest';
import {
  languageForLocale,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeOfLanguage,
} from './languages.ts';

describe('languages', () => {
  it('maps profile languages to catalogues, unknown ones to English', () => {
    expect(localeOfLanguage('English (UK)')).toBe('en');
    expect(localeOfLanguage('Hindi')).toBe('hi');
    expect(localeOfLanguage('Marathi')).toBe('mr');
    expect(localeOfLanguage('Klingon')).toBe('en');
    expect(localeOfLanguage(undefined)).toBe('en');
  });

  it('keeps the chosen English when the switcher picks English', () => {
    expect(languageForLocale('en', 'English (UK)')).toBe('English (UK)');
    expect(languageForLocale('en', 'Hindi')).toBe('English (US)');
    expect(languageForLocale('mr', 'English (UK)')).toBe('Marathi');
  });

  it('reads Accept-Language by weight, ignoring what it does not know', () => {
    expect(localeFromAcceptLanguage('mr-IN,mr;q=0.9,en;q=0.8')).toBe('mr');
    expect(localeFromAcceptLanguage('de-DE,hi;q=0.5,en;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.2, hi-IN')).toBe('hi');
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('hi;q=abc')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('reads the chosen language from the cookie header, ignoring an unknown one', () => {
    expect(localeFromCookie('sukoon-language=mr')).toBe('mr');
    expect(localeFromCookie('theme=dark; sukoon-language=hi; other=1')).toBe('hi');
    expect(localeFromCookie('sukoon-language=fr')).toBeNull();
    expect(localeFromCookie('sukoon-language=')).toBeNull();
    expect(localeFromCookie('not-sukoon-language=hi')).toBeNull();
    expect(localeFromCookie(undefined)).toBeNull();
  });
});
