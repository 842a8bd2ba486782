import { describe, expect, it, vi } from 'vitest';
import type * as Messages from '../paraglide/messages.js';
import { AppError, fieldError } from './app-error.ts';
import { errorAnswerIn, errorMessageIn } from './server-texts.ts';

// Rewords the English of one message, as an editor might: its Hindi and Marathi must still come,
// since answers are rendered by key and nothing matches the English text any more.
vi.mock('../paraglide/messages.js', async (importOriginal) => {
  const original = await importOriginal<typeof Messages>();
  type Message = (inputs?: Record<string, never>, options?: { locale?: 'en' | 'hi' | 'mr' }) => string;
  const message = original.m.errors_invalid_credentials as Message;
  const reworded: Message = (inputs, options) =>
    (options?.locale ?? 'en') === 'en'
      ? 'That e-mail, phone or password is not right.'
      : message(inputs, options);
  return { ...original, m: { ...original.m, errors_invalid_credentials: reworded } };
});

describe('error texts by key', () => {
  it('still answers in Hindi and Marathi after the English text changes', () => {
    const error = new AppError('INVALID_CREDENTIALS', 'errors_invalid_credentials');
    expect(errorMessageIn(error, 'en')).toBe('That e-mail, phone or password is not right.');
    expect(errorMessageIn(error, 'hi')).toBe('ई-मेल/फ़ोन या पासवर्ड गलत है।');
    expect(errorMessageIn(error, 'mr')).toBe('ई-मेल/फोन किंवा पासवर्ड चुकीचा आहे.');
  });

  it('answers a field error as "field: text" with the text under fields', () => {
    const error = fieldError('VALIDATION_FAILED', 'DOB', 'errors_profile_dob_too_early');
    expect(errorAnswerIn(error, 'en')).toEqual({
      message: 'DOB: must be in 1900 or later',
      code: 'VALIDATION_FAILED',
      fields: { DOB: 'must be in 1900 or later' },
    });
    expect(errorAnswerIn(error, 'hi').fields).toEqual({ DOB: '1900 या उसके बाद की होनी चाहिए' });
  });

  it('fills in the inputs in every language', () => {
    const error = new AppError('TOO_MANY_REQUESTS', 'errors_too_many_attempts_minutes', { count: 14 });
    expect(errorMessageIn(error, 'en')).toBe('Too many attempts. Please try again in 14 minutes.');
    expect(errorMessageIn(error, 'hi')).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 14 मिनट बाद फिर से कोशिश करें।');
  });

  it('shows a schema issue without a field message in its English', () => {
    const error = new AppError(
      'VALIDATION_FAILED',
      'errors_not_valid',
      {},
      {
        slot: {
          issue: {
            code: 'too_big',
            origin: 'number',
            maximum: 20,
            path: ['slot'],
            message: 'must be an hour from 9 to 20',
          },
        },
      },
      { field: 'slot' },
    );
    expect(errorAnswerIn(error, 'hi')).toEqual({
      message: 'slot: must be an hour from 9 to 20',
      code: 'VALIDATION_FAILED',
      fields: { slot: 'must be an hour from 9 to 20' },
    });
  });
});
