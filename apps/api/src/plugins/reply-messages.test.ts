import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken } from '../../test/users-fixture.ts';

describe('success messages in the reader’s language', () => {
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
      expect(response.json()).toEqual({
        message: 'DOB: 1900 या उसके बाद की होनी चाहिए',
        code: 'VALIDATION_FAILED',
        fields: { DOB: '1900 या उसके बाद की होनी चाहिए' },
      });
    });
  });
});
