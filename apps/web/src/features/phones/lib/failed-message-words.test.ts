import { describe, expect, it } from 'vitest';
import { PHONE_EVENTS, type FailedPhoneMessage } from '@sukoon/contract/phones';
import { ApiError } from '../../../lib/api-client.ts';
import { PHONE_EVENT_WORDS, retryNoticeOf } from './failed-message-words.ts';

const message: FailedPhoneMessage = {
  _id: '0b1e3c1e-5f7a-4b8e-9d55-2c3f0e4a9a10',
  channel: 'whatsapp',
  event: 'session_reminder_1h',
  toLastDigits: '4321',
  attempts: 4,
  lastError: 'WhatsApp answered 500: An unknown error has occurred.',
  failedAt: '2026-11-23T03:31:00.000Z',
};
const answer = (status: number, code: string) =>
  new ApiError(status, 'In the page language', { message: 'In the page language', code });

describe('the failed messages page’s words', () => {
  it('names every phone event in words, none the same', () => {
    const words = PHONE_EVENTS.map((event) => PHONE_EVENT_WORDS[event]());
    expect(words.every((text) => text.length > 0 && !text.includes('_'))).toBe(true);
    expect(new Set(words).size).toBe(PHONE_EVENTS.length);
  });

  it('says a message sent again goes out soon, naming its channel and last digits', () => {
    expect(retryNoticeOf(message, null)).toEqual({
      kind: 'success',
      text: 'Back in the queue: the WhatsApp message to the number ending 4321 goes out within a minute.',
    });
  });

  it('calls a 409 or 404 an out-of-date list, not a fault, by the code and never the text', () => {
    expect(retryNoticeOf(message, answer(409, 'CONFLICT'))).toMatchObject({
      kind: 'info',
      text: expect.stringMatching(/no longer waiting here/) as string,
    });
    expect(retryNoticeOf(message, answer(404, 'NOT_FOUND'))).toMatchObject({
      kind: 'info',
      text: expect.stringMatching(/no longer exists/) as string,
    });
  });

  it('says the network or the server failed, in the page’s own words', () => {
    expect(retryNoticeOf(message, new ApiError(0, 'Network Error'))).toMatchObject({ kind: 'error' });
    expect(retryNoticeOf(message, new ApiError(0, 'Network Error')).text).toMatch(/connection/);
    expect(retryNoticeOf(message, answer(500, 'INTERNAL'))).toEqual({
      kind: 'error',
      text: 'We could not put the message back in the queue. Please try again.',
    });
  });
});
