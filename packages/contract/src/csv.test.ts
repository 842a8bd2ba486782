import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('formula-safe CSV', () => {
  it('defuses what a spreadsheet would run, and leaves plain numbers alone', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-199.00')).toBe('-199.00');
    expect(csvField('-7')).toBe('-7');
    expect(csvField('a "quoted", text')).toBe('"a ""quoted"", text"');
  });

  it('writes RFC 4180 lines', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['=1', '2'],
      ]),
    ).toBe("a,b\r\n'=1,2\r\n");
  });
});
