import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase } from '../../src/db/client.ts';
import { withDatabaseName } from '../template-database.ts';
import type { TestApp } from '../test-app.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';
import { createClock } from '../../src/modules/appointments/appointments-test-kit.ts';
import { createCounsellor, type TestCounsellor } from '../../src/modules/appointments/counsellor-test-kit.ts';
import {
  BEFORE_BOOKING,
  DURING,
  bookSession,
  joinRoom,
  listen,
} from '../../src/modules/session-room/room-test-kit.ts';
import { POSTGRES_URL, runOnPostgres } from './scratch-postgres.ts';

// Two app instances on one PostgreSQL database (always PostgreSQL: one PGlite directory cannot be
// shared), each with its own pool and LISTEN connection: the client on one, the counsellor on the
// other, and their set-up messages meet through NOTIFY.

const clock = createClock(BEFORE_BOOKING);
/** An SDP offer of a real call's size: past one NOTIFY's 8000 bytes, so it travels in parts. */
const OFFER = {
  description: {
    type: 'offer',
    sdp: `v=0\r\n${Array.from({ length: 150 }, (_, index) => `a=candidate:${index} 1 udp 2122260223 127.0.0.1 ${50000 + index} typ host\r\n`).join('')}`,
  },
};

describe('the session room across two instances on one PostgreSQL database', () => {
  const databaseName = `sukoon_rooms_${randomUUID().replaceAll('-', '')}`;
  const dataDirs: string[] = [];
  const instances: TestApp[] = [];
  let a: string;
  let b: string;
  let asha: TestUser;
  let meera: TestCounsellor;
  let id: string;

  async function start(): Promise<TestApp> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-rooms-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabaseName(POSTGRES_URL, databaseName),
      JWT_SECRET: 'one secret for every instance of this test run',
      DATA_ENCRYPTION_KEY: 'c3Vrb29uLXJvb21zLWluc3RhbmNlLXRlc3Qta2V5ISE=',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      PAYMENT_PROVIDER: 'simulated',
      JOB_SCHEDULES: 'false',
    });
    const database = await openDatabase(config);
    const app = await buildApp(config, { database, now: clock.now, webDir: dataDir });
    const instance = { app, config, database, close: async () => undefined };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    await runOnPostgres(`create database ${databaseName}`);
    const first = await start();
    const second = await start();
    a = await listen(first.app);
    b = await listen(second.app);
    asha = await createUserWithToken(first, 'user', { firstName: 'Asha' });
    meera = await createCounsellor(first, { firstName: 'Meera' });
    id = await bookSession(first, asha, meera);
    clock.set(DURING);
  });
  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await runOnPostgres(`drop database if exists ${databaseName} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('relays between a client on one instance and a counsellor on the other, and says who comes and goes', async () => {
    const client = await joinRoom(a, id, asha);
    expect(await client.next('welcome')).toMatchObject({ role: 'client', peerPresent: false });
    const counsellor = await joinRoom(b, id, meera);
    expect(await counsellor.next('welcome')).toMatchObject({ role: 'counsellor', peerPresent: true });
    await client.next('peer-joined');

    expect(Buffer.byteLength(JSON.stringify(OFFER))).toBeGreaterThan(8000);
    client.send({ type: 'signal', data: OFFER });
    expect(await counsellor.next('signal')).toEqual({ type: 'signal', data: OFFER });
    const answer = { description: { type: 'answer', sdp: 'v=0\r\na=ü – ✓ 🙂\r\n' } };
    counsellor.send({ type: 'signal', data: answer });
    expect(await client.next('signal')).toEqual({ type: 'signal', data: answer });

    // A call sends its offer and then a burst of candidates: they must arrive in that order, since
    // the browser refuses a candidate that comes before the description it belongs to.
    const burst = Array.from({ length: 30 }, (_, index) => ({
      candidate: { candidate: `candidate:${index} 1 udp 1 127.0.0.1 ${40000 + index} typ host`, sdpMid: '0' },
    }));
    for (const data of [OFFER, ...burst]) client.send({ type: 'signal', data });
    await counsellor.next('signal', 2 + burst.length);
    const arrived = counsellor.received.filter((message) => message.type === 'signal').slice(1);
    expect(arrived.map((message) => ('data' in message ? message.data : null))).toEqual([OFFER, ...burst]);

    // The client's phone takes over on instance B; the laptop on A gives way.
    const phone = await joinRoom(b, id, asha);
    await phone.next('welcome');
    expect((await client.closed).reason).toBe('replaced');
    // The counsellor joined after the client, so this is the first peer-joined they hear.
    await counsellor.next('peer-joined');
    counsellor.send({ type: 'signal', data: { candidate: null } });
    expect(await phone.next('signal')).toEqual({ type: 'signal', data: { candidate: null } });
    expect(counsellor.received.some((message) => message.type === 'peer-left')).toBe(false);

    phone.socket.close();
    await counsellor.next('peer-left');
    counsellor.socket.close();
    await counsellor.closed;
  });
});
