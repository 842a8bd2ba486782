import { expect, type Page } from '@playwright/test';

/**
 * Words a Hindi or Marathi page may still show in Latin letters: names, and abbreviations that
 * read the same in every language (decision 018, docs/glossary.md).
 */
const LATIN_ALLOWED = new Set([
  'sukoon',
  'tele',
  'manas',
  'ist',
  'otp',
  'sms',
  'google',
  'upi',
  'pdf',
  'gst',
  'gstin',
  'rci',
  'sac',
  'csv',
  'whatsapp',
  'instagram',
  'youtube',
  'facebook',
  'linkedin',
  'razorpay',
  'jitsi',
  'english',
  'iphone',
  'safari',
  'android',
  'chrome',
  'am',
  'pm',
]);

/** Invoice, receipt and credit-note numbers ('INV/26-27/000001', 'INV-26-27-000001.pdf') read the same everywhere. */
const DOCUMENT_NUMBER = /\b[A-Z]{2,4}[/-]\d{2}-\d{2}[/-]\d{6}\b/g;
/** A GSTIN, as the billing form's example gives one ('27ABCDE1234F1Z5'). */
const GSTIN = /\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g;

/**
 * The page's own words in Latin letters that are not allowed above: visible text, and the names
 * screen readers read (aria-label, placeholder, alt, title). Skipped: user content (anything inside
 * `[data-user-content]`), e-mail addresses and web addresses, and elements in another language than
 * the page (the language switcher names each language in itself).
 */
export async function latinWordsOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const skip = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        if (node.matches('[data-user-content], script, style, noscript, template')) return true;
        const lang = node.getAttribute('lang');
        if (lang && node !== document.documentElement && lang !== pageLang) return true;
      }
      return false;
    };
    const isShown = (element: Element) => {
      const style = getComputedStyle(element);
      const isScreenReaderOnly = element.closest('.sr-only') !== null;
      return isScreenReaderOnly || (style.display !== 'none' && style.visibility !== 'hidden');
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || skip(parent) || !isShown(parent)) continue;
      found.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]'),
    )) {
      if (skip(element) || !isShown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  return texts
    .map((text) =>
      text
        .replace(/\S+@\S+/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(DOCUMENT_NUMBER, ' ')
        .replace(GSTIN, ' '),
    )
    .flatMap((text) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
    .flatMap((word) => word.split(/[-'’]/))
    .filter((word) => word.length > 1 && !LATIN_ALLOWED.has(word.toLowerCase()));
}

/** A message key showing instead of its text (`account_login_title`) means a catalogue gap. */
const MESSAGE_KEY = /\b[a-z]+(?:_[a-z0-9]+){2,}\b/;

/** The page reads wholly in its language: no stray English word of its own, no message key. */
export async function expectPageInLanguage(page: Page, lang: 'hi' | 'mr'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const body = await page.locator('body').innerText();
  expect(body, 'a message key shows instead of its text').not.toMatch(MESSAGE_KEY);
  const english = await latinWordsOn(page);
  expect(english, `English words on ${new URL(page.url()).pathname} in ${lang}`).toEqual([]);
}
