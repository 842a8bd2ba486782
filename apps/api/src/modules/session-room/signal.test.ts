import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import {
  SIGNAL_CLOSE_CODES,
  SIGNAL_MAX_MESSAGE_BYTES,
  SIGNAL_RATE_LIMIT,
} from '@sukoon/contract/session-room';
import { sessionAttendance } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createClock } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import {
  BEFORE_BOOKING,
  DURING,
  ROOM_CLOSES,
  ROOM_OPENS,
  bookSession,
  joinRoom,
  listen,
  openSignal,
} from './room-test-kit.ts';

const clock = createClock(BEFORE_BOOKING);
const OFFER = {
  description: { type: 'offer', sdp: `v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n${'a=x\r\n'.repeat(900)}` },
};
const CANDIDATE = {
  candidate: {
    candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
    sdpMid: '0',
    sdpMLineIndex: 0,
  },
};

describe('the signal socket', () => {
  let t: TestApp;
  let base: string;
  let asha: TestUser;
  let ravi: TestUser;
  let meera: TestCounsellor;

  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now });
    base = await listen(t.app);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(BEFORE_BOOKING);
    await deactivateAllCounsellors(t);
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
    meera = await createCounsellor(t, { firstName: 'Meera' });
  });

  const attendanceOf = (id: string) =>
    t.database.db.select().from(sessionAttendance).where(eq(sessionAttendance.appointmentId, id));

  it('relays set-up messages between the two people only, as they were sent, and says who comes and goes', async () => {
    const id = await bookSession(t, asha, meera);
    clock.set(DURING);
    const client = await joinRoom(base, id, asha);
    expect(await client.next('welcome')).toEqual({ type: 'welcome', role: 'client', peerPresent: false });

    const counsellor = await joinRoom(base, id, meera);
    expect(await counsellor.next('welcome')).toEqual({
      type: 'welcome',
      role: 'counsellor',
      peerPresent: true,
    });
    await client.next('peer-joined');

    // An offer near the size of a real one, with a field the server does not know, goes on untouched.
    const offer = { ...OFFER, extra: { kept: true } };
    client.send({ type: 'signal', data: offer });
    expect(await counsellor.next('signal')).toEqual({ type: 'signal', data: offer });
    counsellor.send({ type: 'signal', data: CANDIDATE });
    expect(await client.next('signal')).toEqual({ type: 'signal', data: CANDIDATE });
    counsellor.send({ type: 'signal', data: { candidate: null } });
    expect(await client.next('signal', 2)).toEqual({ type: 'signal', data: { candidate: null } });
    // Nobody hears their own messages back.
    expect(client.received.filter((message) => message.type === 'signal')).toHaveLength(2);
    expect(counsellor.received.filter((message) => message.type === 'signal')).toHaveLength(1);

    counsellor.socket.close();
    await client.next('peer-left');
    await expect.poll(async () => (await attendanceOf(id)).filter((row) => row.leftAt).length).toBe(1);
    client.socket.close();
    await expect.poll(async () => (await attendanceOf(id)).filter((row) => row.leftAt).length).toBe(2);
    const rows = await attendanceOf(id);
    expect(rows.map((row) => [row.userId, row.role]).sort()).toEqual(
      [
        [asha.id, 'client'],
        [meera.id, 'counsellor'],
      ].sort(),
    );
    expect(rows.every((row) => row.joinedAt.toISOString() === DURING)).toBe(true);

    // The counsellor's desk and admins read who joined when; a third person is not told.
    const admin = await createUserWithToken(t, 'admin');
    for (const reader of [meera, admin]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${id}/attendance`,
        headers: reader.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const attendance = answer.json<{
        clientJoined: boolean;
        entries: { role: string; firstName: string; leftAt: string | null }[];
      }>();
      expect(attendance.clientJoined).toBe(true);
      expect(attendance.entries.map((entry) => [entry.role, entry.firstName]).sort()).toEqual([
        ['client', 'Asha'],
        ['counsellor', 'Meera'],
      ]);
      expect(attendance.entries.every((entry) => entry.leftAt === DURING)).toBe(true);
    }
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}/attendance`,
      headers: ravi.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a third person, an unknown session and a bad token', async () => {
    const id = await bookSession(t, asha, meera);
    clock.set(DURING);
    const stranger = await joinRoom(base, id, ravi);
    expect(await stranger.closed).toEqual({ code: SIGNAL_CLOSE_CODES.notFound, reason: 'not-found' });
    const otherCounsellor = await joinRoom(base, id, await createCounsellor(t, { firstName: 'Arjun' }));
    expect((await otherCounsellor.closed).code).toBe(SIGNAL_CLOSE_CODES.notFound);
    const unknown = await joinRoom(base, '00000000-0000-4000-8000-000000000000', asha);
    expect((await unknown.closed).code).toBe(SIGNAL_CLOSE_CODES.notFound);

    const forged = await openSignal(base, id);
    forged.send({ type: 'hello', token: `${asha.token}x` });
    expect(await forged.closed).toEqual({ code: SIGNAL_CLOSE_CODES.unauthorised, reason: 'unauthorised' });
    const noHello = await openSignal(base, id);
    noHello.send({ type: 'signal', data: CANDIDATE });
    expect((await noHello.closed).code).toBe(SIGNAL_CLOSE_CODES.unauthorised);
    expect(await attendanceOf(id)).toEqual([]);
  });

  it('refuses a token in the address, before any socket opens', async () => {
    const id = await bookSession(t, asha, meera);
    clock.set(DURING);
    for (const query of [`?token=${asha.token}`, `?access_token=${asha.token}`]) {
      const socket = new WebSocket(`${base}/api/sessions/${id}/signal${query}`);
      const status = await new Promise<number | undefined>((resolve) => {
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
        socket.on('open', () => resolve(undefined));
        socket.on('error', () => undefined);
      });
      expect(status).toBe(400);
      socket.terminate();
    }
  });

  it('refuses a request not yet accepted, and a cancelled session', async () => {
    const pending = await bookSession(t, asha, meera, 'pending');
    clock.set(DURING);
    expect((await (await joinRoom(base, pending, asha)).closed).code).toBe(SIGNAL_CLOSE_CODES.notFound);
    expect((await (await joinRoom(base, pending, meera)).closed).code).toBe(SIGNAL_CLOSE_CODES.notFound);

    clock.set(BEFORE_BOOKING);
    await deactivateAllCounsellors(t);
    const priya = await createUserWithToken(t, 'user', { firstName: 'Priya' });
    const arjun = await createCounsellor(t, { firstName: 'Arjun' });
    const cancelled = await bookSession(t, priya, arjun, 'cancelled');
    clock.set(DURING);
    expect((await (await joinRoom(base, cancelled, priya)).closed).code).toBe(SIGNAL_CLOSE_CODES.notFound);
  });

  it('opens 10 minutes before the start and closes 15 minutes after the end, saying so first', async () => {
    const id = await bookSession(t, asha, meera);
    clock.set(new Date(new Date(ROOM_OPENS).getTime() - 1000).toISOString());
    expect(await (await joinRoom(base, id, asha)).closed).toEqual({
      code: SIGNAL_CLOSE_CODES.notOpenYet,
      reason: 'not-open-yet',
    });
    clock.set(ROOM_CLOSES);
    expect(await (await joinRoom(base, id, asha)).closed).toEqual({
      code: SIGNAL_CLOSE_CODES.roomClosed,
      reason: 'room-closed',
    });

    // Joined 300 ms before the close: the room says it is closing, then closes the socket.
    clock.set(new Date(new Date(ROOM_CLOSES).getTime() - 300).toISOString());
    const late = await joinRoom(base, id, meera);
    await late.next('welcome');
    expect(await late.closed).toEqual({ code: SIGNAL_CLOSE_CODES.roomClosed, reason: 'room-closed' });
    expect(late.received.at(-1)).toEqual({ type: 'room-closing' });
  });

  it('lets a person who joins again take over from their older socket, without the other hearing they left', async () => {
    const id = await bookSession(t, asha, meera);
    clock.set(DURING);
    const counsellor = await joinRoom(base, id, meera);
    await counsellor.next('welcome');
    const laptop = await joinRoom(base, id, asha);
    await laptop.next('welcome');
    const phone = await joinRoom(base, id, asha);
    expect(await phone.next('welcome')).toMatchObject({ peerPresent: true });
    expect(await laptop.closed).toEqual({ code: SIGNAL_CLOSE_CODES.replaced, reason: 'replaced' });
    await counsellor.next('peer-joined', 2);
    counsellor.send({ type: 'signal', data: CANDIDATE });
    expect(await phone.next('signal')).toEqual({ type: 'signal', data: CANDIDATE });
    expect(counsellor.received.some((message) => message.type === 'peer-left')).toBe(false);
    counsellor.socket.close();
    phone.socket.close();
  });

  it('closes a socket that sends what is not the protocol, too much, or too fast', async () => {
    const id = await bookSession(t, asha, meera);
    clock.set(DURING);
    const garbled = await joinRoom(base, id, asha);
    await garbled.next('welcome');
    garbled.send('{not json');
    expect((await garbled.closed).code).toBe(SIGNAL_CLOSE_CODES.badMessage);

    const strange = await joinRoom(base, id, asha);
    await strange.next('welcome');
    strange.send({ type: 'signal', data: { video: 'frames' } });
    expect((await strange.closed).code).toBe(SIGNAL_CLOSE_CODES.badMessage);

    const huge = await joinRoom(base, id, asha);
    await huge.next('welcome');
    huge.send({
      type: 'signal',
      data: { description: { type: 'offer', sdp: 'a'.repeat(SIGNAL_MAX_MESSAGE_BYTES) } },
    });
    expect((await huge.closed).code).toBe(1009);

    const flood = await joinRoom(base, id, asha);
    await flood.next('welcome');
    for (let index = 0; index <= SIGNAL_RATE_LIMIT; index += 1)
      flood.send({ type: 'signal', data: CANDIDATE });
    expect(await flood.closed).toEqual({
      code: SIGNAL_CLOSE_CODES.tooManyMessages,
      reason: 'too-many-messages',
    });
  });
});
