import { describe, expect, it } from 'vitest';
import { financialYearToDate, formatMonth, incomeOf } from './report-months.ts';

describe('report months', () => {
  it('starts the financial year in April, in IST', () => {
    expect(financialYearToDate(new Date('2026-11-24T10:00:00Z'))).toEqual({ from: '2026-04', to: '2026-11' });
    expect(financialYearToDate(new Date('2027-02-01T00:00:00Z'))).toEqual({ from: '2026-04', to: '2027-02' });
    // 31 Mar 2027, 20:00 UTC is already 1 Apr in IST: a new financial year.
    expect(financialYearToDate(new Date('2027-03-31T20:00:00Z'))).toEqual({ from: '2027-04', to: '2027-04' });
  });

  it('names a month and adds up the three purposes', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(
      incomeOf({
        coursesPaise: 149_900,
        webinarsPaise: 29_900,
        appointmentsPaise: 19_900,
        refundsPaise: 19_900,
        netPaise: 179_800,
      }),
    ).toBe(199_700);
  });
});
