import { describe, expect, it } from 'vitest';
import type { AdminEnrolment } from '@sukoon/contract';
import { enrolmentsToCsv } from './enrolments-csv.ts';

const enrolment = (fields: Partial<AdminEnrolment> = {}): AdminEnrolment => ({
  _id: 'e1',
  courseId: { _id: 'c1', name: 'Calm, Parenting', image: '' },
  courseName: 'Calm, Parenting',
  // 20:00 UTC is 01:30 the next day in India.
  enrollmentDate: '2026-11-21T20:00:00.000Z',
  userId: { _id: 'u1', firstName: 'Kavya', email: 'kavya@example.test' },
  amount: 49_950,
  ...fields,
});

describe('the enrolments CSV', () => {
  it('writes a byte-order mark, a header and one line per enrolment, in rupees and IST days', () => {
    expect(enrolmentsToCsv([enrolment()])).toBe(
      '\uFEFFCourse,Student,Email,Enrolled on (IST),Amount (INR)\r\n' +
        '"Calm, Parenting",Kavya,kavya@example.test,2026-11-22,499.50\r\n',
    );
  });

  it('defuses spreadsheet formulas and quotes what needs quoting', () => {
    const csv = enrolmentsToCsv([
      enrolment({
        courseName: '=HYPERLINK("x")',
        userId: { _id: 'u2', firstName: '+91 90000', email: '@sum' },
      }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'+91 90000,'@sum,2026-11-22,499.50`);
  });

  it('is only the header when nothing matches', () => {
    expect(enrolmentsToCsv([])).toBe('\uFEFFCourse,Student,Email,Enrolled on (IST),Amount (INR)\r\n');
  });
});
