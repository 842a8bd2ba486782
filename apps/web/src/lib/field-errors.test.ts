import { describe, expect, it } from 'vitest';
import { createCounsellorBody } from '@sukoon/contract/counsellors';
import { getLocale, overwriteGetLocale } from '../paraglide/runtime.js';
import { errorFor, fieldErrorsOf } from './field-errors.ts';
import { registerRequest } from '@sukoon/contract/auth';
import { accountDeleteBody } from '@sukoon/contract/data-rights';
import { billingDetails } from '@sukoon/contract/invoices';
import { counsellorAvailability } from '@sukoon/contract/counsellors';
import { defaultWeeklyHours } from '@sukoon/contract/counsellor-hours';

describe('field errors', () => {
  it('names each field the contract refuses, first message only', () => {
    const result = createCounsellorBody.safeParse({
      email: 'not-an-email',
      firstName: '',
      lastName: 'Rao',
      title: 'Counselling Psychologist',
      bio: 'Kind.',
      languages: [],
      specialities: ['anxiety'],
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error?.issues ?? []);
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'languages']);
    expect(errors.languages).toBe('choose at least one language');
    expect(errors.firstName).toBe('is required');
  });

  it('finds the error of a field or of anything inside it', () => {
    const errors = { 'weekly.3.0': 'must be an hour from 9 to 20', timeOff: 'overlaps' };
    expect(errorFor(errors, 'weekly')).toBe('must be an hour from 9 to 20');
    expect(errorFor(errors, 'weekly.3')).toBe('must be an hour from 9 to 20');
    expect(errorFor(errors, 'timeOff')).toBe('overlaps');
    expect(errorFor(errors, 'weekly.4')).toBeUndefined();
  });
});

describe('field messages in the page language', () => {
  const issuesOf = (result: { success: boolean; error?: { issues: readonly Issue[] } }) =>
    result.error?.issues ?? [];
  type Issue = Parameters<typeof fieldErrorsOf>[0][number];

  it("keeps the schema's English in English", () => {
    const errors = fieldErrorsOf(issuesOf(registerRequest.safeParse({ email: 'x'.repeat(70) })));
    expect(errors.email).toBe('must be at most 60 characters');
  });

  it('reads an issue by its code and parameters, its numbers kept, in Hindi and Marathi', () => {
    // The page's language, as the browser's storage would give it (no storage in this test run).
    const pageLocale = getLocale;
    try {
      overwriteGetLocale(() => 'hi');
      const signUp = fieldErrorsOf(issuesOf(registerRequest.safeParse({ password: 'short' })));
      expect(signUp.password).toBe('कम से कम 8 अक्षर होने चाहिए');
      const deletion = fieldErrorsOf(issuesOf(accountDeleteBody.safeParse({ password: '' })));
      expect(deletion.password).toBe('अपना पासवर्ड लिखें');
      overwriteGetLocale(() => 'mr');
      const billing = fieldErrorsOf(issuesOf(billingDetails.safeParse({ gstin: 'nope', state: '99' })));
      expect(billing).toEqual({ gstin: '15 अक्षरी GSTIN असावा', state: 'दोन अंकी GST राज्य कोड असावा' });
      // The hours editor's own checks on time off, their dates kept.
      const hours = counsellorAvailability.safeParse({
        weekly: defaultWeeklyHours(),
        timeOff: [
          { from: '2026-12-05', to: '2026-12-01' },
          { from: '2026-12-01', to: '2026-12-03' },
          { from: '2026-12-03', to: '2026-12-04' },
        ],
      });
      expect(fieldErrorsOf(issuesOf(hours))).toMatchObject({
        'timeOff.0.to': 'सुरुवातीच्या तारखेला किंवा त्यानंतरची असावी',
      });
      // A message the contract does not name stays in its English.
      expect(fieldErrorsOf([{ code: 'custom', path: ['x'], message: 'something new' }])).toEqual({
        x: 'something new',
      });
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});
