import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { createDatabaseProbe, DATABASE_PROBE_TTL_MS } from './database-probe.ts';

describe('the health check database probe', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    ({ database, dataDir } = await openTestDatabase());
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('shares one round trip between probes that arrive together', async () => {
    const probe = createDatabaseProbe({ db: database.db, clock: () => 0 });
    const first = probe();
    expect(probe()).toBe(first);
    await first;
  });

  it('trusts a good answer for a second, then notices a database that stopped answering', async () => {
    let now = 10_000;
    const probe = createDatabaseProbe({ db: database.db, clock: () => now });
    await expect(probe()).resolves.toBeUndefined();
    await database.close();

    now += DATABASE_PROBE_TTL_MS - 1;
    await expect(probe()).resolves.toBeUndefined();
    now += 1;
    await expect(probe()).rejects.toThrow();
    // A failure is not remembered as a failure either: every later probe asks again.
    await expect(probe()).rejects.toThrow();
  });
});
