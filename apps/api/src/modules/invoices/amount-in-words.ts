import type { AppLocale } from '@sukoon/contract/languages';
import { HINDI_AMOUNT_WORDS } from './amount-in-words-hi.ts';
import { MARATHI_AMOUNT_WORDS } from './amount-in-words-mr.ts';

/** One language's words for an amount, which the Indian system groups as crore, lakh, thousand and hundreds. */
export interface AmountWords {
  zero: string;
  /** 1–99 in words. */
  belowHundred: (n: number) => string;
  /** 1–9 hundreds, told whether tens or ones follow them (Marathi: शंभर alone, एकशे दहा). */
  hundreds: (digit: number, followed: boolean) => string;
  thousand: string;
  lakh: string;
  crore: string;
  /** The whole phrase, from the rupees in words and the paise in words ('' for none). */
  phrase: (rupees: string, paise: string) => string;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const ENGLISH_AMOUNT_WORDS: AmountWords = {
  zero: 'Zero',
  belowHundred: (n) => {
    if (n < 20) return ONES[n] ?? '';
    const ones = n % 10;
    return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? `-${ONES[ones] ?? ''}` : ''}`;
  },
  hundreds: (digit) => `${ONES[digit] ?? ''} Hundred`,
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
  phrase: (rupees, paise) => `Rupees ${rupees}${paise ? ` and ${paise} Paise` : ''} Only`,
};

const AMOUNT_WORDS: Record<AppLocale, AmountWords> = {
  en: ENGLISH_AMOUNT_WORDS,
  hi: HINDI_AMOUNT_WORDS,
  mr: MARATHI_AMOUNT_WORDS,
};

function spellNumber(value: number, words: AmountWords): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`bad number ${value}`);
  if (value === 0) return words.zero;
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  return [
    crore ? `${spellNumber(crore, words)} ${words.crore}` : '',
    lakh ? `${words.belowHundred(lakh)} ${words.lakh}` : '',
    thousand ? `${words.belowHundred(thousand)} ${words.thousand}` : '',
    hundreds ? words.hundreds(hundreds, rest > 0) : '',
    rest ? words.belowHundred(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A whole number in the Indian system: 12,34,56,789 is "Twelve Crore Thirty-Four Lakh …". */
export const numberInWords = (value: number, locale: AppLocale): string =>
  spellNumber(value, AMOUNT_WORDS[locale]);

/**
 * 12345678 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight
 * Paise Only", "रुपये एक लाख तेईस हज़ार चार सौ छप्पन और अठहत्तर पैसे मात्र", "रुपये एक लाख तेवीस हजार
 * चारशे छप्पन्न आणि अठ्ठ्याहत्तर पैसे फक्त".
 */
export function amountInWords(paise: number, locale: AppLocale): string {
  const words = AMOUNT_WORDS[locale];
  const rest = paise % 100;
  return words.phrase(spellNumber(Math.floor(paise / 100), words), rest ? words.belowHundred(rest) : '');
}
