import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { passwordResets, pendingRegistrations } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { savePasswordReset } from './password-reset-repository.ts';
import { savePendingRegistration } from './registration-repository.ts';
import { deleteStaleAuthRows, EXPIRED_RESET_KEPT_MS, PENDING_SIGN_UP_KEPT_MS } from './stale-auth-rows.ts';

const NOW = new Date('2026-09-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('the sweep of stale sign-ups and reset codes', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    ({ database, dataDir } = await openTestDatabase());
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('forgets sign-ups untouched for a week and codes expired for a day, and keeps the rest', async () => {
    const db = database.db;
    const signUp = (email: string, at: Date) =>
      savePendingRegistration(
        db,
        {
          email,
          firstName: 'Asha',
          lastName: 'Rao',
          phone: '9876543210',
          passwordHash: 'not-a-real-hash',
          otpHash: 'not-a-real-otp-hash',
          otpExpiresAt: new Date(at.getTime() + 10 * 60 * 1000),
        },
        at,
      );
    await signUp('abandoned@example.test', ago(PENDING_SIGN_UP_KEPT_MS + 1));
    await signUp('this-week@example.test', ago(PENDING_SIGN_UP_KEPT_MS - 60_000));
    await savePasswordReset(
      db,
      'long-expired@example.test',
      'h',
      ago(EXPIRED_RESET_KEPT_MS + 1),
      ago(2 * EXPIRED_RESET_KEPT_MS),
    );
    await savePasswordReset(db, 'just-expired@example.test', 'h', ago(60_000), ago(11 * 60_000));
    await savePasswordReset(db, 'live@example.test', 'h', new Date(NOW.getTime() + 60_000), ago(9 * 60_000));

    expect(await deleteStaleAuthRows(db, NOW)).toEqual({
      pendingSignUps: 1,
      passwordResets: 1,
      googleSignInCodes: 0,
    });
    const signUps = await db.select({ email: pendingRegistrations.email }).from(pendingRegistrations);
    expect(signUps.map((row) => row.email)).toEqual(['this-week@example.test']);
    const resets = await db.select({ email: passwordResets.email }).from(passwordResets);
    expect(resets.map((row) => row.email).sort()).toEqual(['just-expired@example.test', 'live@example.test']);

    // A second sweep finds nothing more.
    expect(await deleteStaleAuthRows(db, NOW)).toEqual({
      pendingSignUps: 0,
      passwordResets: 0,
      googleSignInCodes: 0,
    });
  });
});
