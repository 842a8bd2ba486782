import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../test/users-fixture.ts';
import { bookAndPay, createClock } from '../modules/appointments/appointments-test-kit.ts';
import { createCounsellor, type TestCounsellor } from '../modules/appointments/counsellor-test-kit.ts';
import { sealPlainText } from './sealed-text-sweep.ts';
import { dataKeyId } from '../lib/sealed-text.ts';
import { queryRows } from './client.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd is bookable all day.
const clock = createClock('2026-11-21T05:00:00.000Z');
const SUNDAY = '2026-11-22';
const REASON = 'Panic attacks before exams, since March';
const NOTES = 'Client described a family conflict; follow up on sleep.';

describe('sensitive text at rest', () => {
  let t: TestApp;
  let client: TestUser;
  let counsellor: TestCounsellor;
  let appointmentId: string;

  const rawValue = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ value: string }>(t.database.db, query);
    return row?.value ?? '';
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    client = await createUserWithToken(t, 'user');
    counsellor = await createCounsellor(t);
    await bookAndPay(t, client, {
      date: SUNDAY,
      slot: 11,
      counsellorId: counsellor.counsellorId,
      reason: REASON,
    });
    const [mine] = (
      await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: client.headers })
    ).json<{ _id: string; reason: string }[]>();
    appointmentId = mine?._id ?? '';
    expect(mine?.reason).toBe(REASON);
  });
  afterAll(() => t.close());

  it('keeps an appointment reason sealed in its column, and gives it back to those who read it', async () => {
    const stored = await rawValue(sql`select reason as value from appointments where id = ${appointmentId}`);
    expect(stored).toMatch(/^sealed:v2:/);
    expect(stored).not.toContain('Panic');
    const desk = await t.app.inject({
      method: 'GET',
      url: '/api/counsellor/appointments',
      headers: counsellor.headers,
    });
    expect(desk.json<{ reason: string }[]>().map((row) => row.reason)).toEqual([REASON]);
  });

  it('keeps session notes sealed, and the counsellor reads them back', async () => {
    const url = `/api/counsellor/appointments/${appointmentId}/notes`;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: counsellor.headers,
      payload: { notes: NOTES },
    });
    expect(saved.statusCode).toBe(200);
    const stored = await rawValue(
      sql`select body as value from session_notes where appointment_id = ${appointmentId}`,
    );
    expect(stored).toMatch(/^sealed:v2:/);
    expect(stored).not.toContain('family');
    const read = await t.app.inject({ method: 'GET', url, headers: counsellor.headers });
    expect(read.json<{ notes: string }>().notes).toBe(NOTES);
  });

  it('seals rows stored before encryption at start, once, and reads them back unchanged', async () => {
    await t.database.db.execute(sql`update appointments set reason = ${REASON} where id = ${appointmentId}`);
    expect(await sealPlainText(t.database.db)).toBe(1);
    expect(await sealPlainText(t.database.db)).toBe(0);
    const stored = await rawValue(sql`select reason as value from appointments where id = ${appointmentId}`);
    expect(stored).toMatch(/^sealed:v2:/);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: client.headers,
    });
    expect(mine.json<{ reason: string }[]>()[0]?.reason).toBe(REASON);
  });

  // Two apps built one after the other: slow on a busy machine.
  it(
    'refuses to start while the database holds data sealed with a key it was not given',
    { timeout: 90_000 },
    async () => {
      const other = await createTestApp({}, { now: clock.now });
      try {
        const owner = await createUserWithToken(other, 'user');
        await bookAndPay(other, owner, { date: SUNDAY, slot: 12, reason: REASON });
        // A key this process never held, as after DATA_DIR (and its generated key) was lost.
        await other.database.db.execute(
          sql`update appointments set reason = 'sealed:v1:lostKey0:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'`,
        );
        const started = buildApp(other.config, { database: other.database, webDir: other.config.dataDir });
        await expect(started).rejects.toBeInstanceOf(ConfigError);
        await expect(started).rejects.toThrow(/DATA_ENCRYPTION_KEY: .*lostKey0/);
      } finally {
        await other.close();
      }
    },
  );

  it('opens a value only in the row and column it was sealed for: a note copied into a reason is refused', async () => {
    const url = `/api/counsellor/appointments/${appointmentId}/notes`;
    await t.app.inject({ method: 'PUT', url, headers: counsellor.headers, payload: { notes: NOTES } });
    const reason = await rawValue(sql`select reason as value from appointments where id = ${appointmentId}`);
    // Someone who can write to the database moves the counsellor's note into the client's own reason.
    await t.database.db.execute(
      sql`update appointments set reason = (select body from session_notes where appointment_id = ${appointmentId}) where id = ${appointmentId}`,
    );
    try {
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/appointments/mine',
        headers: client.headers,
      });
      expect(mine.body).not.toContain('family conflict');
      expect(mine.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(
        sql`update appointments set reason = ${reason} where id = ${appointmentId}`,
      );
    }
  });

  it('re-seals a value sealed before places (v1) in its place at start, once', async () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', t.config.dataEncryptionKey, iv);
    const body = Buffer.concat([cipher.update(REASON, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const v1 = `sealed:v1:${dataKeyId(t.config.dataEncryptionKey)}:${Buffer.concat([iv, body]).toString('base64url')}`;
    await t.database.db.execute(sql`update appointments set reason = ${v1} where id = ${appointmentId}`);
    expect(await sealPlainText(t.database.db)).toBe(1);
    expect(await sealPlainText(t.database.db)).toBe(0);
    const stored = await rawValue(sql`select reason as value from appointments where id = ${appointmentId}`);
    expect(stored).toMatch(/^sealed:v2:/);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: client.headers,
    });
    expect(mine.json<{ reason: string }[]>()[0]?.reason).toBe(REASON);
  });

  it('generates a key once into DATA_DIR and keeps it across starts', () => {
    const first = loadConfig({ DATA_DIR: t.config.dataDir }).dataEncryptionKey;
    const second = loadConfig({ DATA_DIR: t.config.dataDir }).dataEncryptionKey;
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect(fs.statSync(path.join(t.config.dataDir, 'data-encryption.key')).mode & 0o077).toBe(0);
  });
});

describe('the data key at start', () => {
  // Two apps built one after the other: slow on a busy machine.
  it(
    'refuses to start while an intake is sealed with a key it was not given',
    { timeout: 90_000 },
    async () => {
      const other = await createTestApp({}, { now: clock.now });
      try {
        const owner = await createUserWithToken(other, 'user');
        await bookAndPay(other, owner, { date: SUNDAY, slot: 13, reason: REASON });
        await other.database.db.execute(
          sql`insert into appointment_intakes (appointment_id, answers)
            select id, 'sealed:v2:lostKey1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' from appointments`,
        );
        const started = buildApp(other.config, { database: other.database, webDir: other.config.dataDir });
        await expect(started).rejects.toThrow(/DATA_ENCRYPTION_KEY: .*lostKey1/);
      } finally {
        await other.close();
      }
    },
  );

  it(
    'refuses, in one line naming both fingerprints, an instance whose key is not the one the database was first started with',
    { timeout: 90_000 },
    async () => {
      const first = await createTestApp({}, { now: clock.now });
      try {
        const otherKey = randomBytes(32);
        const second = buildApp(
          { ...first.config, dataEncryptionKey: otherKey },
          { database: first.database, webDir: first.config.dataDir },
        );
        await expect(second).rejects.toBeInstanceOf(ConfigError);
        const problems = await second.then(
          () => [],
          (error: unknown) => (error as ConfigError).problems,
        );
        expect(problems).toHaveLength(1);
        expect(problems[0]).toContain('DATA_ENCRYPTION_KEY');
        expect(problems[0]).toContain(dataKeyId(first.config.dataEncryptionKey));
        expect(problems[0]).toContain(dataKeyId(otherKey));
        // The first still serves, and still seals with its own key.
        const owner = await createUserWithToken(first, 'user');
        await bookAndPay(first, owner, { date: SUNDAY, slot: 14, reason: REASON });
        const mine = await first.app.inject({
          method: 'GET',
          url: '/api/appointments/mine',
          headers: owner.headers,
        });
        expect(mine.json<{ reason: string }[]>()[0]?.reason).toBe(REASON);
      } finally {
        await first.close();
      }
    },
  );
});
