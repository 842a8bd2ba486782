import { readIstClock } from '@sukoon/contract';

/** What a tax-inclusive price is made of; the parts always add up to the total. */
export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive total (integer paise) at `rateBasisPoints` (1800 is 18 %): the taxable
 * value is rounded to the nearest paisa and the tax is the rest, so taxable + tax = total; within a
 * state the tax is halved into CGST and SGST, the odd paisa going to SGST, so they add up to it.
 */
export function splitTax(totalPaise: number, rateBasisPoints: number, isInterState: boolean): TaxSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new Error(`bad amount ${totalPaise}`);
  const divisor = 10_000 + rateBasisPoints;
  // round(total * 10000 / divisor), half up, in integers.
  const taxablePaise = Math.floor((2 * totalPaise * 10_000 + divisor) / (2 * divisor));
  const taxPaise = totalPaise - taxablePaise;
  if (isInterState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** The April–March financial year an instant falls in (IST), by its first calendar year. */
export function financialYearOf(instant: Date): number {
  const [year = 0, month = 0] = readIstClock(instant).today.split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/**
 * `INV/26-27/000042`: GST rules allow at most 16 characters, letters, digits, '-' and '/'.
 */
export function documentNumber(series: string, financialYear: number, sequence: number): string {
  const years = `${String(financialYear % 100).padStart(2, '0')}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
  return `${series}/${years}/${String(sequence).padStart(6, '0')}`;
}

/** "27": CGST + SGST when the buyer is in the seller's state or did not say where they are. */
export const isInterState = (sellerState: string, buyerState: string | null | undefined): boolean =>
  Boolean(buyerState) && buyerState !== sellerState;
