import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { documentNumber, financialYearOf, isInterState, splitTax } from './gst.ts';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('tax split of a tax-inclusive price', () => {
  it('adds up: CGST + SGST = tax and taxable + tax = total, for every amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000_000 }),
        fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800),
        fc.boolean(),
        (total, rate, interState) => {
          const split = splitTax(total, rate, interState);
          const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
          expect(split.taxablePaise + tax).toBe(total);
          for (const part of Object.values(split)) {
            expect(Number.isInteger(part) && part >= 0).toBe(true);
          }
          if (interState) expect(split.cgstPaise + split.sgstPaise).toBe(0);
          else {
            expect(split.igstPaise).toBe(0);
            expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
          }
          // The taxable value is the nearest paisa to total / (1 + rate).
          expect(Math.abs(split.taxablePaise - (total * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('splits ₹499 at 18 %: ₹422.88 taxable, ₹76.12 tax, ₹38.06 each', () => {
    expect(splitTax(49_900, 1800, false)).toEqual({
      taxablePaise: 42_288,
      cgstPaise: 3806,
      sgstPaise: 3806,
      igstPaise: 0,
    });
    expect(splitTax(49_900, 1800, true)).toEqual({
      taxablePaise: 42_288,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7612,
    });
    // An odd tax: the extra paisa goes to SGST.
    expect(splitTax(100, 1800, false)).toEqual({
      taxablePaise: 85,
      cgstPaise: 7,
      sgstPaise: 8,
      igstPaise: 0,
    });
  });

  it('is IGST only for a buyer who named another state', () => {
    expect(isInterState('27', '27')).toBe(false);
    expect(isInterState('27', '')).toBe(false);
    expect(isInterState('27', null)).toBe(false);
    expect(isInterState('27', '29')).toBe(true);
  });
});

describe('financial years and numbers', () => {
  it('turns over at midnight IST on 1 April', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe(2027);
    expect(financialYearOf(new Date('2027-01-15T00:00:00.000Z'))).toBe(2026);
  });

  it('prints numbers of at most 16 characters', () => {
    expect(documentNumber('INV', 2026, 42)).toBe('INV/26-27/000042');
    expect(documentNumber('CN', 2099, 3)).toBe('CN/99-00/000003');
    expect(documentNumber('INV', 2026, 999_999).length).toBeLessThanOrEqual(16);
  });
});

describe('amounts in words, Indian system', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [499, 'Four Hundred Ninety-Nine'],
    [1000, 'One Thousand'],
    [100_000, 'One Lakh'],
    [250_005, 'Two Lakh Fifty Thousand Five'],
    [10_000_000, 'One Crore'],
    [123_456_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_000_000_000_000, 'One Lakh Crore'],
  ])('%i is %s', (value, words) => {
    expect(numberInWords(value, 'en')).toBe(words);
  });

  it('says rupees and paise', () => {
    expect(amountInWords(49_900, 'en')).toBe('Rupees Four Hundred Ninety-Nine Only');
    expect(amountInWords(12_345_678, 'en')).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(5, 'en')).toBe('Rupees Zero and Five Paise Only');
  });
});
