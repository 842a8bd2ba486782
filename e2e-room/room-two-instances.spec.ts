import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { test, type BrowserContext } from '@playwright/test';
import { makeAcceptedSession, type AcceptedSession } from './harness/accepted-session.ts';
import { expectSeesAndHears, joinBoth } from './harness/call-stats.ts';
import { POSTGRES_SOCKET_DIR, ROOM_PORT } from './harness/room-env.ts';
import { startRoomServer, type RoomServer } from './harness/room-server.ts';

// Two instances of the product on one PostgreSQL (the host's, through its Unix socket: the
// namespace has no network to reach it by), the client on one and the counsellor on the other: the
// set-up messages cross between the instances and the call connects.

test.describe.configure({ mode: 'serial' });

const DATABASE = `sukoon_room_${process.pid}_${Date.now()}`;
const databaseUrl = (name: string) =>
  `postgres://postgres@localhost/${name}?host=${encodeURIComponent(POSTGRES_SOCKET_DIR)}`;
const servers: RoomServer[] = [];
let session: AcceptedSession;
const contexts: BrowserContext[] = [];

async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  testInfo.setTimeout(180_000);
  await onPostgres(`CREATE DATABASE ${DATABASE}`);
  // Both instances must read each other's tokens and sealed values.
  const shared = {
    MEETING_PROVIDER: 'sukoon',
    DATABASE_URL: databaseUrl(DATABASE),
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  // One after the other: the first creates the tables.
  servers.push(await startRoomServer('pg-a', ROOM_PORT + 20, shared));
  servers.push(await startRoomServer('pg-b', ROOM_PORT + 30, shared));
  session = await makeAcceptedSession(
    servers[0]?.url ?? '',
    servers.map((server) => server.setClock),
  );
});

test.afterAll(async () => {
  for (const context of contexts) await context.close();
  for (const server of servers) await server.stop();
  await onPostgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
});

test('the client on one instance and the counsellor on the other see and hear each other', async ({
  browser,
}) => {
  const [a, b] = servers as [RoomServer, RoomServer];
  const [client, counsellor] = await joinBoth(
    browser,
    session.appointmentId,
    [
      [a.url, session.client.token],
      [b.url, session.counsellor.token],
    ],
    contexts,
  );
  await expectSeesAndHears(client, 'the client on instance A');
  await expectSeesAndHears(counsellor, 'the counsellor on instance B');
});
