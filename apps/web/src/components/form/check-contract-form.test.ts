import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from '@sukoon/contract/auth';
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

  it("says the contract's messages in the page's language", () => {
    const pageLocale = getLocale;
    try {
      overwriteGetLocale(() => 'hi');
      const checked = checkContractForm(billingDetails, { gstin: '27ABC' });
      expect(checked.isValid).toBe(false);
      if (!checked.isValid) expect(checked.errors.gstin).not.toMatch(/GSTIN$/);
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
    expect(serverErrorsOf(error)).toEqual({ phone: 'this number belongs to another account' });
  });

  it('shows an English contract message from the server in the page language', () => {
    const pageLocale = getLocale;
    try {
      overwriteGetLocale(() => 'mr');
      const error = new ApiError(400, 'Invalid', {
        message: 'Invalid',
        fields: { gstin: 'must be a 15-character GSTIN' },
      });
      expect(serverErrorsOf(error)).toEqual({ gstin: '15 अक्षरी GSTIN असावा' });
    } finally {
      overwriteGetLocale(pageLocale);
    }
  });

  it('leaves an answer that names no field, or a failure that is no answer, to the form', () => {
    expect(
      serverErrorsOf(new ApiError(500, 'Something went wrong', { message: 'Something went wrong' })),
    ).toBeNull();
    expect(serverErrorsOf(new Error('offline'))).toBeNull();
  });
});
