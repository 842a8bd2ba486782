import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { needsNewCode, phoneErrorOf } from './phone-errors.ts';

const answer = (status: number, code: string, message = 'In the page language') =>
  new ApiError(status, message, { message, code });

describe('phoneErrorOf: what went wrong with a number or a code, by code and status', () => {
  it('a wrong code stays on the code, in the server’s words (already in the page’s language)', () => {
    expect(phoneErrorOf(answer(400, 'OTP_INVALID', 'Too many wrong codes.'), 'verify')).toEqual({
      kind: 'wrong_code',
      text: 'Too many wrong codes.',
    });
  });

  it('an answer without a code (a proxy’s page) gets the page’s own words', () => {
    expect(phoneErrorOf(new ApiError(400, 'Request failed with status code 400'), 'verify')).toEqual({
      kind: 'wrong_code',
      text: 'That code is not right. Check the SMS and try again.',
    });
    expect(phoneErrorOf(new ApiError(502, 'Request failed with status code 502'), 'send').text).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });

  it('an expired code and a code out of tries both need a new code', () => {
    const expired = phoneErrorOf(answer(400, 'OTP_EXPIRED'), 'verify');
    expect(expired.kind).toBe('expired');
    expect(expired.text).toBe('In the page language');
    const tries = phoneErrorOf(answer(429, 'TOO_MANY_REQUESTS'), 'verify');
    expect(tries.kind).toBe('too_many_tries');
    expect(needsNewCode(expired.kind) && needsNewCode(tries.kind)).toBe(true);
    expect(needsNewCode('wrong_code')).toBe(false);
  });

  it('a 429 on sending is a wait, in the server’s words (they may say how long)', () => {
    expect(phoneErrorOf(answer(429, 'TOO_MANY_REQUESTS', 'Try again in 12 minutes.'), 'send')).toEqual({
      kind: 'rate_limited',
      text: 'Try again in 12 minutes.',
    });
  });

  it('a number another account verified is "taken", whatever the step', () => {
    expect(phoneErrorOf(answer(409, 'CONFLICT'), 'verify').kind).toBe('taken');
    expect(phoneErrorOf(new ApiError(409, 'Conflict'), 'send').text).toMatch(/another Sukoon account/);
  });

  it('no answer, a server fault and an unknown refusal', () => {
    expect(phoneErrorOf(new ApiError(0, 'Network Error'), 'send').kind).toBe('network');
    expect(phoneErrorOf(answer(502, 'BAD_GATEWAY', 'We could not send the SMS.'), 'send')).toEqual({
      kind: 'server',
      text: 'We could not send the SMS.',
    });
    expect(phoneErrorOf(answer(400, 'BAD_REQUEST', 'SMS is not set up.'), 'send')).toEqual({
      kind: 'refused',
      text: 'SMS is not set up.',
    });
    expect(phoneErrorOf(new Error('boom'), 'verify').kind).toBe('server');
  });
});
