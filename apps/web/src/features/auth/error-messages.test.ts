import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  loginErrorMessage,
  passwordResetErrorMessage,
  registerErrorMessage,
  resendOtpErrorMessage,
  verifyOtpErrorMessage,
} from './error-messages.ts';

const network = new ApiError(0, 'Network Error');
const serverFault = new ApiError(500, 'Something went wrong');

describe('accounts error messages (spec §8)', () => {
  it('login: 401 prefixes the server message, 400 shows it, anything else is generic', () => {
    expect(loginErrorMessage(new ApiError(401, 'Enter the OTP.'))).toBe(
      'Your email has not been verified. Enter the OTP.',
    );
    expect(loginErrorMessage(new ApiError(400, 'Invalid email/phone or password.'))).toBe(
      'Invalid email/phone or password.',
    );
    expect(loginErrorMessage(serverFault)).toBe('Error logging in. Please try again.');
    expect(loginErrorMessage(network)).toBe('Error logging in. Please try again.');
  });

  it('sign-up: 400 shows the server message, other answers and no answer differ', () => {
    expect(registerErrorMessage(new ApiError(400, 'phone: must be a number'))).toBe(
      'phone: must be a number',
    );
    expect(registerErrorMessage(serverFault)).toBe('Something went wrong! Please try again.');
    expect(registerErrorMessage(network)).toBe('Error registering. Please try again.');
  });

  it('OTP resend and verify', () => {
    expect(resendOtpErrorMessage(new ApiError(400, 'Already verified'))).toBe('Already verified');
    expect(resendOtpErrorMessage(serverFault)).toBe('Something went wrong! Please try again.');
    expect(resendOtpErrorMessage(network)).toBe('Error resending OTP. Please try again later.');
    expect(verifyOtpErrorMessage(new ApiError(400, 'Invalid OTP.'))).toBe('Invalid OTP.');
    expect(verifyOtpErrorMessage(serverFault)).toBe('Error verifying OTP. Please try again later.');
  });

  it('forgot and reset password', () => {
    expect(passwordResetErrorMessage(new ApiError(400, 'Invalid or expired OTP.'))).toBe(
      'Invalid or expired OTP.',
    );
    expect(passwordResetErrorMessage(network)).toBe('Something went wrong. Please try again.');
    expect(passwordResetErrorMessage(serverFault)).toBe('Something went wrong. Please try again.');
  });
});
