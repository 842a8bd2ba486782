import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Error answers are `{ message, code, fields? }`: the code to branch on, the texts in the
// caller's language (Accept-Language), English without one.
describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const login = (payload: object, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: language ? { 'accept-language': language } : {},
      payload,
    });

  it.each([
    [undefined, 'emailorphone: is required', 'is required'],
    ['hi', 'emailorphone: भरना ज़रूरी है', 'भरना ज़रूरी है'],
    ['mr', 'emailorphone: भरणे आवश्यक आहे', 'भरणे आवश्यक आहे'],
  ])('names the field of a schema failure (%s)', async (language, message, text) => {
    const response = await login({ emailorphone: '', password: 'whatever-it-is' }, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED', fields: { emailorphone: text } });
  });

  it.each([
    [undefined, 'Invalid email/phone or password.'],
    ['hi-IN,hi;q=0.9', 'ई-मेल/फ़ोन या पासवर्ड गलत है।'],
    ['mr', 'ई-मेल/फोन किंवा पासवर्ड चुकीचा आहे.'],
  ])('gives a domain error its code (%s)', async (language, message) => {
    const response = await login(
      { emailorphone: 'nobody@example.org', password: 'whatever-it-is' },
      language,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'INVALID_CREDENTIALS' });
  });
});
