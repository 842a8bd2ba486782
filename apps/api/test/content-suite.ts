import { expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { createUserWithToken, type TestUser } from './users-fixture.ts';

export const AN_ID: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);
export const AN_ISO_INSTANT: unknown = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

export interface ContentSuite {
  t: TestApp;
  admin: TestUser;
  user: TestUser;
}

/**
 * The app for a content test file, with an admin and a user. Its clock moves a minute at every
 * reading, so each row gets its own creation time and "newest first" is well defined.
 */
export async function openContentSuite(): Promise<ContentSuite> {
  let clock = Date.parse('2026-03-01T10:00:00.000Z');
  const t = await createTestApp({}, { now: () => new Date((clock += 60_000)) });
  return { t, admin: await createUserWithToken(t, 'admin'), user: await createUserWithToken(t, 'user') };
}
