import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplateDatabase } from '../template-database.ts';
import {
  freePort,
  spawnServer,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-process-harness.ts';
import { adminToken, ledgerProblems, listedTitles, newLedger, startWriteLoad } from './write-load.ts';

// kill -9 during a write load, five times: after each restart every acknowledged write is there
// exactly once. And a second server on the same DATA_DIR refuses to start while one runs.

const DATABASE_URL = process.env.DATABASE_URL;
const CYCLES = 5;
const WRITERS = 6;
const ADMIN = { email: 'crash-admin@sukoon.example', password: 'crash admin password' };

const until = async (condition: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('kill -9 under a write load', () => {
  let dataDir: string;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
    dataDir = copy.dataDir;
    env = {
      DATA_DIR: dataDir,
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
  });
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await startServer({ ...env, PORT: String(await freePort()) });
    servers.push(server);
    return server;
  };

  it(`loses no acknowledged write and duplicates none over ${CYCLES} crashes`, async () => {
    const ledger = newLedger();
    const summary: string[] = [];
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const server = await start();
      // What the previous crash left behind is all there.
      expect(ledgerProblems(ledger, await listedTitles(server.url)), `after restart ${cycle - 1}`).toEqual(
        [],
      );

      const token = await adminToken(server.url, ADMIN.email, ADMIN.password);
      const acknowledgedBefore = ledger.acknowledged.size;
      const load = startWriteLoad(server.url, token, ledger, { writers: WRITERS, prefix: `crash c${cycle}` });
      // Let some writes land, then kill at a random moment while writes are in flight.
      await until(() => ledger.acknowledged.size >= acknowledgedBefore + 20, 30_000, 'the first writes');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 700));
      expect(load.pending.size, 'writes in flight at the kill').toBeGreaterThan(0);
      server.child.kill('SIGKILL');
      expect(await server.exit).toBeNull();
      await load.done;
      summary.push(
        `cycle ${cycle}: ${ledger.acknowledged.size - acknowledgedBefore} acknowledged, ${[...ledger.inDoubt].filter((t) => t.startsWith(`crash c${cycle} `)).length} in doubt`,
      );
    }

    const last = await start();
    const listed = await listedTitles(last.url);
    expect(ledgerProblems(ledger, listed)).toEqual([]);
    const inDoubtKept = [...ledger.inDoubt].filter((title) => listed.has(title)).length;
    console.info(
      `${CYCLES} kill -9 restarts survived; ${ledger.acknowledged.size} acknowledged writes all present once; ` +
        `${inDoubtKept} of ${ledger.inDoubt.size} unanswered writes kept\n  ${summary.join('\n  ')}`,
    );
    expect(await stopServer(last)).toBe(0);
  }, 240_000);

  it(
    DATABASE_URL
      ? 'lets a second server share the PostgreSQL database (no DATA_DIR lock is needed)'
      : 'refuses a second server on the same DATA_DIR with a clear message while the first keeps working',
    async () => {
      const first = await start();
      const token = await adminToken(first.url, ADMIN.email, ADMIN.password);
      const ledger = newLedger();
      const load = startWriteLoad(first.url, token, ledger, { writers: 2, prefix: 'second server' });

      const second = spawnServer({ ...env, PORT: String(await freePort()) });
      servers.push(second);
      if (DATABASE_URL) {
        await until(() => second.output().includes('is running at'), 60_000, 'the second server');
        expect(await stopServer(second)).toBe(0);
      } else {
        expect(await second.exit).toBe(1);
        expect(second.output()).toContain(
          `Another server (pid ${first.pid}) is already using the data directory ${dataDir}. Stop it, or give this one its own DATA_DIR.`,
        );
        expect(second.output()).not.toMatch(/\n\s+at /);
      }

      const acknowledged = ledger.acknowledged.size;
      await until(() => ledger.acknowledged.size >= acknowledged + 10, 30_000, 'writes after the refusal');
      load.stop();
      await load.done;
      expect(ledger.inDoubt.size + ledger.refused.size).toBe(0);
      expect(
        ledgerProblems(ledger, await listedTitles(first.url)).filter((p) => p.includes('second server')),
      ).toEqual([]);
      expect(await stopServer(first)).toBe(0);
    },
    120_000,
  );
});
