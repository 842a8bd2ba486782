import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  BLOG_DELETED_MESSAGE,
  COUNSELLOR_MESSAGES,
  COURSE_DELETED_MESSAGE,
  DATA_RIGHTS_MESSAGES,
  ENROLMENT_MESSAGES,
  SESSION_MESSAGES,
  WEBINAR_DELETED_MESSAGE,
} from '@sukoon/contract';
import { AUTH_MESSAGES } from '@sukoon/contract/auth-messages';
import { PROFILE_MESSAGES } from '@sukoon/contract/profile-options';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken } from '../../test/users-fixture.ts';
import { translateReplyMessage } from './error-messages.ts';
import { TWO_FACTOR_MESSAGES } from '@sukoon/contract/two-factor';

// The replies catalogue is matched by its English text, like the errors one: a success message
// reworded in the contract alone would silently stay English. These are the ones the web app shows.
const SHOWN_REPLIES = [
  AUTH_MESSAGES.registrationOtpSent,
  AUTH_MESSAGES.registrationOtpResent,
  AUTH_MESSAGES.otpVerified,
  AUTH_MESSAGES.passwordChanged,
  AUTH_MESSAGES.resetOtpSent,
  AUTH_MESSAGES.passwordReset,
  PROFILE_MESSAGES.saved,
  APPOINTMENT_MESSAGES.requested,
  APPOINTMENT_MESSAGES.accepted,
  APPOINTMENT_MESSAGES.rejected,
  APPOINTMENT_MESSAGES.cancelled,
  APPOINTMENT_MESSAGES.rescheduled,
  SESSION_MESSAGES.completed,
  SESSION_MESSAGES.noShow,
  SESSION_MESSAGES.feedbackThanks,
  COUNSELLOR_MESSAGES.invited,
  COUNSELLOR_MESSAGES.inviteResent,
  COUNSELLOR_MESSAGES.saved,
  COUNSELLOR_MESSAGES.deactivated,
  COUNSELLOR_MESSAGES.activated,
  COUNSELLOR_MESSAGES.passwordSet,
  COUNSELLOR_MESSAGES.availabilitySaved,
  COUNSELLOR_MESSAGES.notesSaved,
  COUNSELLOR_MESSAGES.reassigned,
  ENROLMENT_MESSAGES.freeWebinarEnrolled,
  DATA_RIGHTS_MESSAGES.deleted,
  TWO_FACTOR_MESSAGES.turnedOff,
  BLOG_DELETED_MESSAGE,
  COURSE_DELETED_MESSAGE,
  WEBINAR_DELETED_MESSAGE,
];

describe('success messages in the reader’s language', () => {
  it.each(SHOWN_REPLIES)('has Hindi and Marathi for "%s"', (english) => {
    for (const locale of ['hi', 'mr'] as const) {
      const translated = translateReplyMessage(english, locale);
      expect(translated).not.toBe(english);
      expect(translated).toMatch(/[\u0900-\u097f]/);
    }
    expect(translateReplyMessage(english, 'en')).toBe(english);
  });

  it('carries the numbers of the English message into the translation', () => {
    expect(translateReplyMessage(AUTH_MESSAGES.registrationOtpSent, 'hi')).toBe(
      'हमने आपके ई-मेल पर 6 अंकों का OTP भेजा है। यह 10 मिनट तक मान्य है।',
    );
    expect(translateReplyMessage(AUTH_MESSAGES.resetOtpSent, 'mr')).toContain('6 अंकी OTP');
  });

  describe('in answers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    const saveProfile = async (language?: string) => {
      const person = await createUserWithToken(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/profile/write',
        headers: { ...person.headers, ...(language ? { 'accept-language': language } : {}) },
        payload: { hobby: 'Gardening' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ message: string }>().message;
    };

    it('answers a saved profile in Hindi or Marathi, and in English as before', async () => {
      expect(await saveProfile()).toBe('Profile saved successfully!');
      expect(await saveProfile('en-IN,en;q=0.9')).toBe('Profile saved successfully!');
      expect(await saveProfile('fr')).toBe('Profile saved successfully!');
      expect(await saveProfile('hi-IN,hi;q=0.9')).toBe('आपकी प्रोफ़ाइल सेव हो गई!');
      expect(await saveProfile('mr')).toBe('तुमचे प्रोफाइल सेव्ह झाले!');
    });

    it('leaves error answers to the error handler', async () => {
      const person = await createUserWithToken(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/profile/write',
        headers: { ...person.headers, 'accept-language': 'hi' },
        payload: { DOB: '1800-01-01' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'DOB: 1900 या उसके बाद की होनी चाहिए' });
    });
  });
});
