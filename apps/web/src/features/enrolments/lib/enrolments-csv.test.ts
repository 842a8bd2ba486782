import { describe, expect, it } from 'vitest';
import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import { csvField, enrolmentsToCsv } from './enrolments-csv.ts';

describe('enrolments CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Couples, together')).toBe('"Couples, together"');
    expect(csvField('The "calm" way')).toBe('"The ""calm"" way"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+91 90000')).toBe("'+91 90000");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('writes a header and one line per enrolment, in rupees and IST days', () => {
    const enrolment: AdminEnrolment = {
      _id: 'e1',
      courseId: { _id: 'c1', name: 'Calm, Parenting', image: '' },
      courseName: 'Calm, Parenting',
      // 20:00 UTC is 01:30 the next day in India.
      enrollmentDate: '2026-11-21T20:00:00.000Z',
      userId: { _id: 'u1', firstName: 'Kavya', email: 'kavya@example.test' },
      amount: 49_950,
    };
    expect(enrolmentsToCsv([enrolment])).toBe(
      'Course,Student,Email,Enrolled on (IST),Amount (INR)\r\n"Calm, Parenting",Kavya,kavya@example.test,2026-11-22,499.50\r\n',
    );
  });
});
