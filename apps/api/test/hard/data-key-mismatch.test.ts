import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { dataKeyId } from '../../src/lib/sealed-text.ts';
import { withDatabaseName } from '../template-database.ts';
import { POSTGRES_URL, runOnPostgres } from './scratch-postgres.ts';
import {
  freePort,
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-process-harness.ts';

// Two real server processes on one PostgreSQL database, each with its own DATA_DIR and no
// DATA_ENCRYPTION_KEY, so each generates a key of its own (issue 27's two-instance finding). The
// first records its key's fingerprint; the second must refuse to start rather than seal rows the
// first cannot open (decision 021).

describe('two instances with different data keys on one PostgreSQL database', () => {
  const databaseName = `sukoon_keys_${randomUUID().replaceAll('-', '')}`;
  const dataDirs: string[] = [];
  let first: ServerProcess;
  let second: ServerProcess | undefined;

  const envFor = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-keys-'));
    dataDirs.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabaseName(POSTGRES_URL, databaseName),
      PORT: String(await freePort()),
      JWT_SECRET: 'one secret for every instance of this test run',
    };
  };

  beforeAll(async () => {
    await runOnPostgres(`create database ${databaseName}`);
    first = await startServer(await envFor());
  });
  afterAll(async () => {
    for (const server of [first, second]) if (server) await stopServer(server);
    await runOnPostgres(`drop database if exists ${databaseName} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses the second: it exits non-zero with one line naming both fingerprints and DATA_ENCRYPTION_KEY', async () => {
    second = spawnServer(await envFor());
    const code = await Promise.race([
      second.exit,
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 60_000)),
    ]);
    expect(code, second.output()).not.toBe('hung');
    expect(code).not.toBe(0);
    const lines = second
      .output()
      .split('\n')
      .filter((line) => line.includes('DATA_ENCRYPTION_KEY'));
    expect(lines, second.output()).toHaveLength(1);
    // Each instance generated its key into its own DATA_DIR; the line names both.
    const [firstKey, secondKey] = dataDirs.map((dir) =>
      dataKeyId(loadConfig({ DATA_DIR: dir }).dataEncryptionKey),
    );
    expect(firstKey).not.toBe(secondKey);
    expect(lines[0]).toContain(firstKey);
    expect(lines[0]).toContain(secondKey);
    expect(second.output()).not.toContain('is running at');
  });

  it('leaves the first serving', async () => {
    const ready = await fetch(`${first.url}/api/ready`);
    expect(ready.status).toBe(200);
  });
});
