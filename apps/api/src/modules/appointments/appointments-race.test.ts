import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { and, eq, inArray } from 'drizzle-orm';
import { addCalendarDays, readIstClock } from '@sukoon/contract';
import { API_ROOT } from '../../paths.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { appointments, users } from '../../db/schema/index.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createUserWithToken } from '../../../test/users-fixture.ts';
import { installDataKey } from '../../lib/sealed-text.ts';

// Fifty clients reach for one slot at the same moment: exactly one may get it, the rest a 409.
const CLIENTS = 50;
/** The PostgreSQL server of this machine and of CI (trust auth). */
const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
// From source (as `npm run dev` runs it), so the test never runs a stale build.
const SERVER = path.join(API_ROOT, 'src/server.ts');
const tomorrow = () => addCalendarDays(readIstClock(new Date()).today, 1);
const body = (date: string) => ({
  purpose: 'appointment',
  counsellingConsent: true,
  date,
  slot: 12,
  reason: 'Race',
});

interface Tally {
  statuses: number[];
  ms: number;
}

function report(where: string, { statuses, ms }: Tally): void {
  const count = (status: number) => statuses.filter((s) => s === status).length;
  console.log(
    `[race] ${where}: ${statuses.length} attempts, ${count(200)} ok, ${count(409)} × 409, ` +
      `${statuses.filter((s) => s >= 500).length} × 5xx, ${ms} ms`,
  );
}

function expectOneWinner({ statuses }: Tally): void {
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(CLIENTS - 1);
}

async function liveOnSlot(database: Database, date: string) {
  return database.db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.date, date),
        eq(appointments.slot, 12),
        inArray(appointments.status, ['awaiting_payment', 'pending', 'accepted']),
      ),
    );
}

describe('fifty clients, one slot', () => {
  it('lets exactly one hold it in one process (app.inject)', async () => {
    const t = await createTestApp();
    try {
      const clients = await Promise.all(Array.from({ length: CLIENTS }, () => createUserWithToken(t)));
      const date = tomorrow();
      const started = Date.now();
      const answers = await Promise.all(
        clients.map((client) =>
          t.app.inject({ method: 'POST', url: '/api/create', headers: client.headers, payload: body(date) }),
        ),
      );
      const tally = { statuses: answers.map((a) => a.statusCode), ms: Date.now() - started };
      report(`one process, ${t.database.kind}`, tally);
      expectOneWinner(tally);
      expect(await liveOnSlot(t.database, date)).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 120_000);

  describe('two server processes sharing one PostgreSQL database', () => {
    const name = `sukoon_race_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const url = POSTGRES_SERVER.replace(/\/postgres$/, `/${name}`);
    const servers: ChildProcess[] = [];
    const dataDirs: string[] = [];

    afterAll(async () => {
      await Promise.all(
        servers.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
      const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    // Instances that share a database share its data key, as in production (DATA_ENCRYPTION_KEY);
    // this process reads their rows too.
    const dataKey = randomBytes(32);
    installDataKey(dataKey);

    /** Starts the server on a free port; resolves to its base URL once it listens. */
    function startServer(jwtSecret: string): Promise<string> {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-race-'));
      dataDirs.push(dataDir);
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        cwd: API_ROOT,
        env: {
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          JWT_SECRET: jwtSecret,
          DATA_ENCRYPTION_KEY: dataKey.toString('base64'),
          PAYMENT_PROVIDER: 'simulated',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      servers.push(child);
      let output = '';
      return new Promise((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const port = /is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
          if (port) resolve(`http://127.0.0.1:${port}`);
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      });
    }

    it('lets exactly one hold it, half the clients on each server', async () => {
      const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();

      const jwtSecret = `race-${randomUUID()}-${randomUUID()}`;
      // Both start at once: they also take turns migrating the empty database.
      const bases = await Promise.all([startServer(jwtSecret), startServer(jwtSecret)]);

      const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url });
      try {
        const rows = await database.db
          .insert(users)
          .values(
            Array.from({ length: CLIENTS }, (_, i) => ({
              firstName: `Client ${i}`,
              email: `race-${i}@example.test`,
            })),
          )
          .returning({ id: users.id });
        const tokens = createTokenService(jwtSecret);
        const bearers = await Promise.all(
          rows.map((row) => tokens.sign({ userId: row.id, role: 'user', tokenVersion: 0 })),
        );
        const date = tomorrow();
        const started = Date.now();
        const statuses = await Promise.all(
          bearers.map(async (token, i) => {
            const response = await fetch(`${bases[i % 2]}/api/create`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(body(date)),
            });
            return response.status;
          }),
        );
        const tally = { statuses, ms: Date.now() - started };
        report('two processes, postgres', tally);
        expectOneWinner(tally);
        expect(await liveOnSlot(database, date)).toHaveLength(1);
      } finally {
        await database.close();
      }
    }, 120_000);
  });
});
