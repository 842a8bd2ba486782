// The session room's figure: set-up messages relayed per second between a client and a counsellor
// over real WebSockets on 127.0.0.1. Run with `node --import tsx bench/room-relay.mjs` (DATABASE_URL
// to use PostgreSQL, where every message also goes out by NOTIFY); prints one JSON line.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { sealReason } from '../apps/api/src/db/sealed-places.ts';
import { appointments, counsellors, users } from '../apps/api/src/db/schema/index.ts';
import { createTokenService } from '../apps/api/src/lib/tokens.ts';

/** Calls at once, and messages each client sends: under the per-socket rate limit (120 in 10 s). */
const ROOMS = 50;
const PER_ROOM = 100;
/** A trickle-ICE candidate, the message a call sends most of. */
const CANDIDATE = {
  candidate: {
    candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
};
// Sunday 22 November 2026, 15:00 IST; the clock stands 5 minutes into it.
const SESSION = { date: '2026-11-22', slot: 15 };
const NOW = new Date('2026-11-22T09:35:00.000Z');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-bench-room-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  PAYMENT_PROVIDER: 'simulated',
  JOB_SCHEDULES: 'false',
});
const database = await openDatabase(config);
const app = await buildApp(config, { database, now: () => new Date(NOW), webDir: dataDir });

async function person(role, firstName) {
  const [row] = await appDb()
    .insert(users)
    .values({ firstName, lastName: 'Bench', email: `${randomUUID()}@bench.test`, role })
    .returning({ id: users.id });
  const token = await createTokenService(config.jwtSecret).sign({ userId: row.id, role, tokenVersion: 0 });
  return { id: row.id, token };
}
function appDb() {
  return database.db;
}

async function join(base, id, token) {
  const socket = new WebSocket(`${base}/api/sessions/${id}/signal`);
  const inbox = [];
  let wake;
  socket.on('message', (raw) => {
    inbox.push(JSON.parse(raw.toString()));
    wake?.();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'hello', token }));
  const until = async (predicate) => {
    while (!predicate()) await new Promise((resolve) => (wake = resolve));
  };
  await until(() => inbox.some((message) => message.type === 'welcome'));
  return { socket, inbox, until };
}

/** One accepted session in the open window, and its two people. */
async function session() {
  const client = await person('user', 'Asha');
  const counsellorUser = await person('counsellor', 'Meera');
  const [counsellor] = await appDb()
    .insert(counsellors)
    .values({
      userId: counsellorUser.id,
      slug: `bench-${randomUUID().slice(0, 8)}`,
      title: 'Counsellor',
      bio: 'Bench.',
      languages: ['English'],
      specialities: ['stress'],
      active: false,
    })
    .returning({ id: counsellors.id });
  const id = randomUUID();
  await appDb()
    .insert(appointments)
    .values({
      id,
      userId: client.id,
      counsellorId: counsellor.id,
      ...SESSION,
      reason: sealReason(id, 'Bench.'),
      status: 'accepted',
    });
  return { id, client, counsellor: counsellorUser };
}

try {
  const base = (await app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws');
  const calls = [];
  for (let index = 0; index < ROOMS; index += 1) {
    const { id, client, counsellor } = await session();
    calls.push({
      sender: await join(base, id, client.token),
      receiver: await join(base, id, counsellor.token),
    });
  }
  const started = performance.now();
  await Promise.all(
    calls.map(async ({ sender, receiver }) => {
      for (let index = 0; index < PER_ROOM; index += 1) {
        sender.socket.send(JSON.stringify({ type: 'signal', data: CANDIDATE }));
      }
      await receiver.until(
        () => receiver.inbox.filter((message) => message.type === 'signal').length >= PER_ROOM,
      );
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const messages = ROOMS * PER_ROOM;
  console.log(JSON.stringify({ rooms: ROOMS, messages, seconds, perSecond: messages / seconds }));
  for (const { sender, receiver } of calls) {
    sender.socket.close();
    receiver.socket.close();
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
