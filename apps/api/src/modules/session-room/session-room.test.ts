import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import type { SessionRoomResponse } from '@sukoon/contract/session-room';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createClock } from '../appointments/appointments-test-kit.ts';
import {
  createCounsellor,
  deactivateAllCounsellors,
  type TestCounsellor,
} from '../appointments/counsellor-test-kit.ts';
import { BEFORE_BOOKING, DURING, ROOM_CLOSES, ROOM_OPENS, bookSession } from './room-test-kit.ts';

const clock = createClock(BEFORE_BOOKING);
const TURN_SECRET = 'a turn secret shared with coturn';
const JITSI_SECRET = 'a jitsi app secret of at least 32 characters';

interface People {
  asha: TestUser;
  ravi: TestUser;
  admin: TestUser;
  meera: TestCounsellor;
}

async function people(t: TestApp): Promise<People> {
  clock.set(BEFORE_BOOKING);
  await deactivateAllCounsellors(t);
  return {
    asha: await createUserWithToken(t, 'user', { firstName: 'Asha' }),
    ravi: await createUserWithToken(t, 'user', { firstName: 'Ravi' }),
    admin: await createUserWithToken(t, 'admin'),
    meera: await createCounsellor(t, { firstName: 'Meera' }),
  };
}

const roomOf = (t: TestApp, id: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/sessions/${id}/room`, headers: user.headers });

describe('the session room (sukoon, with a TURN relay)', () => {
  let t: TestApp;
  let p: People;
  beforeAll(async () => {
    t = await createTestApp(
      {
        APP_URL: 'http://localhost:3999',
        TURN_URLS: 'turn:turn.sukoon.test:3478?transport=udp,turns:turn.sukoon.test:5349',
        TURN_SECRET,
        STUN_URLS: 'stun:turn.sukoon.test:3478',
      },
      { now: clock.now },
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    p = await people(t);
  });

  it('gives each of the two people the room, the other first name and TURN credentials while it is open', async () => {
    const id = await bookSession(t, p.asha, p.meera);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: p.asha.headers,
    });
    expect(mine.json<{ meetingLink: string }[]>()[0]?.meetingLink).toBe(
      `http://localhost:3999/session/${id}`,
    );

    clock.set(DURING);
    const client = await roomOf(t, id, p.asha);
    expect(client.statusCode, client.body).toBe(200);
    const answer = client.json<SessionRoomResponse>();
    expect(answer).toMatchObject({
      provider: 'sukoon',
      state: 'open',
      role: 'client',
      peer: { firstName: 'Meera' },
      opensAt: '2026-11-22T09:20:00.000Z',
      startsAt: '2026-11-22T09:30:00.000Z',
      endsAt: '2026-11-22T10:30:00.000Z',
      iceTransportPolicy: 'all',
    });
    const [stun, turn] = answer.iceServers ?? [];
    expect(stun).toEqual({ urls: ['stun:turn.sukoon.test:3478'] });
    expect(turn?.urls).toEqual(['turn:turn.sukoon.test:3478?transport=udp', 'turns:turn.sukoon.test:5349']);
    // The TURN REST convention coturn checks: `<expiry>:<user id>`, HMAC-SHA1 under the secret.
    const [expiry, userId] = (turn?.username ?? '').split(':');
    expect(userId).toBe(p.asha.id);
    const lifetime = Number(expiry) - new Date(DURING).getTime() / 1000;
    expect(lifetime).toBeGreaterThanOrEqual(2 * 3600);
    expect(lifetime).toBeLessThanOrEqual(6 * 3600);
    expect(turn?.credential).toBe(
      createHmac('sha1', TURN_SECRET)
        .update(turn?.username ?? '')
        .digest('base64'),
    );

    const counsellor = (await roomOf(t, id, p.meera)).json<SessionRoomResponse>();
    expect(counsellor).toMatchObject({ role: 'counsellor', peer: { firstName: 'Asha' }, state: 'open' });
    expect(counsellor.iceServers?.[1]?.username).toMatch(new RegExp(`^\\d+:${p.meera.id}$`));
  });

  it('says waiting before it opens and ended after it closes, with nothing to join by', async () => {
    const id = await bookSession(t, p.asha, p.meera);
    clock.set(new Date(new Date(ROOM_OPENS).getTime() - 1000).toISOString());
    const early = (await roomOf(t, id, p.asha)).json<SessionRoomResponse>();
    expect(early.state).toBe('waiting');
    expect(early.iceServers).toBeUndefined();
    clock.set(ROOM_OPENS);
    expect((await roomOf(t, id, p.asha)).json<SessionRoomResponse>().state).toBe('open');
    clock.set(ROOM_CLOSES);
    const late = (await roomOf(t, id, p.meera)).json<SessionRoomResponse>();
    expect(late.state).toBe('ended');
    expect(late.iceServers).toBeUndefined();
  });

  it('is not found for a third person, an admin, another counsellor or an unknown id', async () => {
    const id = await bookSession(t, p.asha, p.meera);
    clock.set(DURING);
    for (const other of [p.ravi, p.admin, await createCounsellor(t, { firstName: 'Arjun' })]) {
      const answer = await roomOf(t, id, other);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Asha');
    }
    expect((await roomOf(t, '00000000-0000-4000-8000-000000000000', p.asha)).statusCode).toBe(404);
    expect((await roomOf(t, 'not-an-id', p.asha)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/room` })).statusCode,
      'without a token',
    ).toBe(401);
  });

  it('is not found for a request not yet accepted, nor once cancelled', async () => {
    const pending = await bookSession(t, p.asha, p.meera, 'pending');
    clock.set(DURING);
    expect((await roomOf(t, pending, p.asha)).statusCode).toBe(404);
    expect((await roomOf(t, pending, p.meera)).statusCode).toBe(404);

    const other = await people(t);
    const cancelled = await bookSession(t, other.asha, other.meera, 'cancelled');
    clock.set(DURING);
    expect((await roomOf(t, cancelled, other.asha)).statusCode).toBe(404);
    expect((await roomOf(t, cancelled, other.meera)).statusCode).toBe(404);
  });
});

describe('the session room with TURN_POLICY=relay', () => {
  it('tells the browser to use only the relay', async () => {
    const t = await createTestApp(
      { TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET, TURN_POLICY: 'relay' },
      { now: clock.now },
    );
    try {
      const p = await people(t);
      const id = await bookSession(t, p.asha, p.meera);
      clock.set(DURING);
      const answer = (await roomOf(t, id, p.asha)).json<SessionRoomResponse>();
      expect(answer.iceTransportPolicy).toBe('relay');
      expect(answer.iceServers).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('the session room on self-hosted Jitsi (HS256)', () => {
  it('signs a token per person that Jitsi accepts: the counsellor moderator, the client not', async () => {
    const t = await createTestApp(
      {
        APP_URL: 'http://localhost:3999',
        MEETING_PROVIDER: 'jitsi',
        JITSI_DOMAIN: 'meet.sukoon.test',
        JITSI_APP_ID: 'sukoon',
        JITSI_APP_SECRET: JITSI_SECRET,
      },
      { now: clock.now },
    );
    try {
      const p = await people(t);
      const id = await bookSession(t, p.asha, p.meera);
      clock.set(DURING);
      for (const [user, name, isModerator] of [
        [p.asha, 'Asha', false],
        [p.meera, 'Meera', true],
      ] as const) {
        const answer = (await roomOf(t, id, user)).json<SessionRoomResponse>();
        expect(answer.provider).toBe('jitsi');
        expect(answer.iceServers).toBeUndefined();
        expect(answer.jitsi).toMatchObject({ domain: 'meet.sukoon.test', roomName: `sukoon-${id}` });
        const { payload, protectedHeader } = await jwtVerify(
          answer.jitsi?.jwt ?? '',
          new TextEncoder().encode(JITSI_SECRET),
          {
            algorithms: ['HS256'],
            audience: 'jitsi',
            issuer: 'sukoon',
            subject: 'meet.sukoon.test',
            currentDate: new Date(DURING),
          },
        );
        expect(protectedHeader.alg).toBe('HS256');
        expect(payload.room).toBe(`sukoon-${id}`);
        expect(payload.context).toEqual({ user: { id: user.id, name, moderator: isModerator } });
        // Valid through the room's window, not for days.
        expect(payload.exp).toBeLessThanOrEqual(new Date(ROOM_CLOSES).getTime() / 1000 + 600);
      }
    } finally {
      await t.close();
    }
  });
});

describe('the session room on 8x8 JaaS (RS256)', () => {
  it("signs with the key id, JaaS's issuer, the tenant as subject and string moderator flags", async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const tenant = 'vpaas-magic-cookie-0123456789abcdef';
    const t = await createTestApp(
      {
        MEETING_PROVIDER: 'jitsi',
        JITSI_DOMAIN: '8x8.vc',
        JITSI_APP_ID: tenant,
        JITSI_KID: `${tenant}/a1b2c3`,
        // As an env file holds it: one line, `\n` for each line break.
        JITSI_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      },
      { now: clock.now },
    );
    try {
      const p = await people(t);
      const id = await bookSession(t, p.asha, p.meera);
      clock.set(DURING);
      for (const [user, moderator] of [
        [p.asha, 'false'],
        [p.meera, 'true'],
      ] as const) {
        const answer = (await roomOf(t, id, user)).json<SessionRoomResponse>();
        expect(answer.jitsi?.roomName).toBe(`${tenant}/sukoon-${id}`);
        const { payload, protectedHeader } = await jwtVerify(answer.jitsi?.jwt ?? '', publicKey, {
          algorithms: ['RS256'],
          audience: 'jitsi',
          issuer: 'chat',
          subject: tenant,
          currentDate: new Date(DURING),
        });
        expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: `${tenant}/a1b2c3`, typ: 'JWT' });
        expect(payload.room).toBe(`sukoon-${id}`);
        const context = payload.context as {
          user: Record<string, unknown>;
          features: Record<string, boolean>;
        };
        expect(context.user).toMatchObject({ id: user.id, moderator });
        expect(context.features).toMatchObject({
          recording: false,
          livestreaming: false,
          transcription: false,
        });
      }
    } finally {
      await t.close();
    }
  });
});

describe('the session room with MEETING_PROVIDER=link', () => {
  it('keeps the outside link, in the answers and in the room', async () => {
    const t = await createTestApp(
      { MEETING_PROVIDER: 'link', MEETING_BASE_URL: 'https://rooms.sukoon.test' },
      { now: clock.now },
    );
    try {
      const p = await people(t);
      const id = await bookSession(t, p.asha, p.meera);
      clock.set(DURING);
      const answer = (await roomOf(t, id, p.asha)).json<SessionRoomResponse>();
      expect(answer.provider).toBe('link');
      expect(answer.link).toMatch(/^https:\/\/rooms\.sukoon\.test\/sukoon-[a-z2-7]{24}$/);
    } finally {
      await t.close();
    }
  });
});
