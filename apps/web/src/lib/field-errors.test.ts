import { describe, expect, it } from 'vitest';
import { createCounsellorBody } from '@sukoon/contract/counsellors';
import { getLocale, overwriteGetLocale } from '../paraglide/runtime.js';
import { errorFor, fieldErrorsOf, localFieldMessage, splitFieldMessage } from './field-errors.ts';

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

  it("reads the server's 'field: message' and leaves other messages whole", () => {
    expect(splitFieldMessage('email: an account with this e-mail already exists')).toEqual({
      field: 'email',
      text: 'an account with this e-mail already exists',
    });
    expect(splitFieldMessage('weekly.3.0: must be an hour from 9 to 20')).toEqual({
      field: 'weekly.3.0',
      text: 'must be an hour from 9 to 20',
    });
    expect(splitFieldMessage('Something went wrong. Please try again.')).toEqual({
      field: null,
      text: 'Something went wrong. Please try again.',
    });
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
  it('keeps the English text in English and any unknown message as it is', () => {
    expect(localFieldMessage('email', 'must be at most 254 characters')).toBe(
      'must be at most 254 characters',
    );
    expect(localFieldMessage('x', 'something new')).toBe('something new');
  });

  it('translates a known message, its number kept, in Hindi and Marathi', () => {
    // The page's language, as the browser's storage would give it (no storage in this test run).
    const pageLocale = getLocale;
    try {
      overwriteGetLocale(() => 'hi');
      expect(localFieldMessage('password', 'must be at least 8 characters')).toBe('कम से कम 8 अक्षर होने चाहिए');
      expect(localFieldMessage('password', 'enter your password')).toBe('अपना पासवर्ड लिखें');
      // A rule tied to one field leaves the same words on another field alone.
      expect(localFieldMessage('note', 'enter your password')).toBe('enter your password');
      overwriteGetLocale(() => 'mr');
      expect(localFieldMessage('email', 'is required')).toBe('भरणे आवश्यक आहे');
      expect(localFieldMessage('gstin', 'must be a 15-character GSTIN')).toBe('15 अक्षरी GSTIN असावा');
      expect(localFieldMessage('state', 'must be a two-digit GST state code')).toBe(
        'दोन अंकी GST राज्य कोड असावा',
      );
      // The hours editor's own checks on time off, their dates kept.
      expect(localFieldMessage('to', 'must be on or after from')).toBe(
        'सुरुवातीच्या तारखेला किंवा त्यानंतरची असावी',
      );
      expect(localFieldMessage('timeOff', '2026-12-01 to 2026-12-03 overlaps 2026-12-03 to 2026-12-04')).toBe(
        '2026-12-01 ते 2026-12-03 आणि 2026-12-03 ते 2026-12-04 या सुट्ट्या एकमेकांवर येतात',
      );
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});
