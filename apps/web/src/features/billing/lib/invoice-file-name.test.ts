import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-file-name.ts';

describe('invoiceFileName', () => {
  it('turns the number’s slashes into dashes', () => {
    expect(invoiceFileName('INV/26-27/000042')).toBe('INV-26-27-000042.pdf');
    expect(invoiceFileName('CN/26-27/000003')).toBe('CN-26-27-000003.pdf');
  });

  it('keeps nothing a file system could read as a path', () => {
    expect(invoiceFileName('../x/\\y')).toBe('x-y.pdf');
    expect(invoiceFileName('///')).toBe('invoice.pdf');
  });
});
