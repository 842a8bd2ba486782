import { describe, expect, it } from 'vitest';
import { changePasswordRequest, loginRequest, registerRequest } from '@sukoon/contract/auth';
import { courseRatingBody } from '@sukoon/contract/ratings';
import { billingDetails } from '@sukoon/contract/invoices';
import { ApiError } from '../../lib/api-client.ts';
import { getLocale, overwriteGetLocale } from '../../paraglide/runtime.js';
import { checkContractForm, serverErrorsOf } from './check-contract-form.ts';

describe('the contract check before the round trip', () => {
  it("hands on the schema's output when the values pass", () => {
    const checked = checkContractForm(loginRequest, {
      emailorphone: '  meera@example.com ',
      password: 'secret',
    });
    expect(checked).toEqual({
      isValid: true,
      data: { emailorphone: 'meera@example.com', password: 'secret' },
    });
  });

  it('names each refused field once, with its first message', () => {
    const checked = checkContractForm(registerRequest, {
      firstName: '',
      lastName: 'Iyer',
      phone: '12345',
      email: 'not-an-email',
      password: 'short',
    });
    expect(checked.isValid).toBe(false);
    if (checked.isValid) return;
    expect(checked.errors).toEqual({
      firstName: 'is required',
      phone: 'must be a 10-digit Indian mobile number',
      email: 'must be an e-mail address',
      password: 'must be at least 8 characters',
    });
  });

  it("lets the page's own errors stand beside the contract's, and win for their field", () => {
    const noStars = checkContractForm(
      courseRatingBody,
      { stars: 0, review: '' },
      { stars: 'Please choose from 1 to 5 stars.' },
    );
    expect(noStars).toEqual({ isValid: false, errors: { stars: 'Please choose from 1 to 5 stars.' } });
    const differ = checkContractForm(
      changePasswordRequest,
      { currentPassword: 'old-secret', newPassword: 'x', confirmNewPassword: 'y' },
      { confirmNewPassword: 'New password do not match' },
    );
    expect(differ).toEqual({
      isValid: false,
      errors: {
        newPassword: 'must be at least 8 characters',
        confirmNewPassword: 'New password do not match',
      },
    });
    // A field the page has nothing to say about keeps the contract's error.
    expect(
      checkContractForm(courseRatingBody, { stars: 4, review: 'x'.repeat(2001) }, { stars: undefined }),
    ).toEqual({ isValid: false, errors: { review: 'must be at most 2000 characters' } });
    const valid = { stars: 4, review: ' Calm. ' };
    expect(checkContractForm(courseRatingBody, valid, { stars: undefined })).toEqual({
      isValid: true,
      data: { stars: 4, review: 'Calm.' },
    });
  });

  it("says the contract's messages in the page's language", () => {
    const pageLocale = getLocale;
    try {
      overwriteGetLocale(() => 'hi');
      expect(checkContractForm(billingDetails, { gstin: '27ABC' })).toEqual({
        isValid: false,
        errors: { gstin: '15 अक्षरों वाला GSTIN होना चाहिए' },
      });
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });
});

describe("the server's field errors after the round trip", () => {
  it("puts the answer's fields beside their inputs", () => {
    const error = new ApiError(409, 'That number is taken', {
      message: 'That number is taken',
      code: 'CONFLICT',
      fields: { phone: 'this number belongs to another account' },
    });
    expect(serverErrorsOf(error, ['firstName', 'phone'])).toEqual({
      phone: 'this number belongs to another account',
    });
  });

  it("keeps a nested field's path, and leaves fields the form does not show to its message", () => {
    const error = new ApiError(400, 'weekly.3.0: must be an hour from 9 to 20', {
      message: 'weekly.3.0: must be an hour from 9 to 20',
      code: 'VALIDATION_FAILED',
      fields: { 'weekly.3.0': 'must be an hour from 9 to 20' },
    });
    expect(serverErrorsOf(error, ['weekly', 'timeOff'])).toEqual({
      'weekly.3.0': 'must be an hour from 9 to 20',
    });
    expect(serverErrorsOf(error, ['password'])).toBeNull();
  });

  it("shows the server's text as it comes: the server answers in the page's language", () => {
    const error = new ApiError(400, 'gstin: 15 अक्षरी GSTIN असावा', {
      message: 'gstin: 15 अक्षरी GSTIN असावा',
      code: 'VALIDATION_FAILED',
      fields: { gstin: '15 अक्षरी GSTIN असावा' },
    });
    expect(serverErrorsOf(error, ['gstin', 'state'])).toEqual({ gstin: '15 अक्षरी GSTIN असावा' });
  });

  it('leaves an answer that names no field, or a failure that is no answer, to the form', () => {
    const unnamed = new ApiError(500, 'Something went wrong', { message: 'Something went wrong' });
    expect(serverErrorsOf(unnamed, ['email'])).toBeNull();
    expect(serverErrorsOf(new Error('offline'), ['email'])).toBeNull();
  });
});
