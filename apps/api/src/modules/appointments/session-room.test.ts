import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@sukoon/contract/notifications';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay, createClock, createMailbox } from './appointments-test-kit.ts';
import { createCounsellor, deactivateAllCounsellors, type TestCounsellor } from './counsellor-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India; Sunday the 22nd at 15:00 IST is 28.5 hours away.
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';
const ROOM = /^https:\/\/rooms\.sukoon\.test\/sukoon-[a-z2-7]{24}$/;

interface Mine {
  _id: string;
  date: string;
  slot: number;
  status: string;
  meetingLink?: string | null;
  rescheduled?: boolean;
}

describe('the session room and its calendar entry', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let meera: TestCounsellor;
  let arjun: TestCounsellor;

  beforeAll(async () => {
    t = await createTestApp(
      { MEETING_PROVIDER: 'link', MEETING_BASE_URL: 'https://rooms.sukoon.test/' },
      { now: clock.now, mailer: mailbox.mailer },
    );
    admin = await createUserWithToken(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set('2026-11-21T05:00:00.000Z');
    mailbox.sent.length = 0;
    await deactivateAllCounsellors(t);
    meera = await createCounsellor(t, { firstName: 'Meera' });
    arjun = await createCounsellor(t, { firstName: 'Arjun' });
    asha = await createUserWithToken(t, 'user', { firstName: 'Asha' });
    ravi = await createUserWithToken(t, 'user', { firstName: 'Ravi' });
  });

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const post = (url: string, payload: object, user: TestUser) =>
    t.app.inject({ method: 'POST', url, payload, headers: user.headers });
  const onlyMine = async (user: TestUser) => {
    const [appointment] = (await get('/api/appointments/mine', user)).json<Mine[]>();
    if (!appointment) throw new Error('no appointment');
    return appointment;
  };
  const kinds = async (user: TestUser) =>
    (await get('/api/notifications', user))
      .json<NotificationsResponse>()
      .notifications.map((notification) => notification.kind)
      .sort();
  const icsOf = (to: string, method: 'REQUEST' | 'CANCEL') =>
    mailbox
      .to(to)
      .flatMap((mail) => mail.attachments ?? [])
      .map((attachment) => attachment.content.replace(/\r\n /g, ''))
      .filter((content) => content.includes(`METHOD:${method}\r\n`));

  async function bookAccepted(): Promise<Mine> {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 15, counsellorId: meera.counsellorId });
    const booked = await onlyMine(asha);
    // A request not yet accepted has no room.
    expect(booked.meetingLink ?? null).toBeNull();
    expect((await post(`/api/appointments/${booked._id}`, { status: 'accepted' }, meera)).statusCode).toBe(
      200,
    );
    return onlyMine(asha);
  }

  it('gives an accepted session a room that only its client and counsellor see', async () => {
    const session = await bookAccepted();
    expect(session.meetingLink).toMatch(ROOM);
    const link = session.meetingLink ?? '';

    const desk = (await get('/api/counsellor/appointments', meera)).json<{ meetingLink?: string }[]>();
    expect(desk.map((row) => row.meetingLink)).toEqual([link]);
    for (const [user, url] of [
      [admin, '/api/appointments/get'],
      [admin, `/api/appointments/get?counsellorId=${meera.counsellorId}`],
      [ravi, '/api/appointments/mine'],
      [ravi, '/api/appointments/get'],
      [arjun, '/api/counsellor/appointments'],
    ] as const) {
      const answer = await get(url, user);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toContain('sukoon-');
    }
    // A second acceptance changes nothing: the room stays the one already sent.
    expect((await post(`/api/appointments/${session._id}`, { status: 'accepted' }, admin)).statusCode).toBe(
      409,
    );
    expect((await onlyMine(asha)).meetingLink).toBe(link);
  });

  it('sends both people the calendar entry with the room, a stable UID, a SEQUENCE and two alarms', async () => {
    const session = await bookAccepted();
    await mailbox.waitFor(meera.email);
    for (const email of [asha.email, meera.email]) {
      const [ics] = icsOf(email, 'REQUEST');
      expect(ics, email).toContain(`LOCATION:${session.meetingLink}\r\n`);
      expect(ics).toContain(`URL:${session.meetingLink}\r\n`);
      expect(ics).toMatch(new RegExp(`\r\nUID:appointment-${session._id}@[^\r]+\r\n`));
      expect(ics).toContain('\r\nSEQUENCE:0\r\n');
      expect(ics?.match(/BEGIN:VALARM/g)).toHaveLength(2);
      expect(ics).toContain('TRIGGER:-PT60M');
    }
    const confirmation = mailbox.to(asha.email).find((mail) => mail.subject.startsWith('Your appointment'));
    expect(confirmation?.text).toContain(session.meetingLink);
  });

  it('cancels the calendar entry with METHOD:CANCEL, the same UID and a higher SEQUENCE', async () => {
    const session = await bookAccepted();
    const cancelled = await post(`/api/appointments/${session._id}`, { status: 'cancelled' }, meera);
    expect(cancelled.statusCode).toBe(200);
    await mailbox.waitFor(meera.email, 2);
    for (const email of [asha.email, meera.email]) {
      const [request] = icsOf(email, 'REQUEST');
      const [cancel] = icsOf(email, 'CANCEL');
      const uid = /\r\nUID:([^\r]+)\r\n/.exec(request ?? '')?.[1];
      expect(uid, email).toBeDefined();
      expect(cancel).toContain(`\r\nUID:${uid}\r\n`);
      expect(cancel).toContain('\r\nSTATUS:CANCELLED\r\n');
      expect(cancel).toContain('\r\nSEQUENCE:1\r\n');
    }
    // The room of a cancelled session is not shown any more.
    expect((await onlyMine(asha)).meetingLink ?? null).toBeNull();
  });

  it('tells each person of each event once, in the app', async () => {
    const session = await bookAccepted();
    await post(`/api/appointments/${session._id}`, { status: 'cancelled' }, admin);
    await post(`/api/appointments/${session._id}`, { status: 'cancelled' }, admin);
    expect(await kinds(asha)).toEqual([
      'appointment.accepted',
      'appointment.cancelled',
      'appointment.requested',
    ]);
    expect(await kinds(meera)).toEqual(['counsellor.request']);
    expect(await kinds(arjun)).toEqual([]);

    await bookAndPay(t, ravi, { date: SUNDAY, slot: 16, counsellorId: arjun.counsellorId });
    const [request] = (await get('/api/appointments/mine', ravi)).json<Mine[]>();
    await post(`/api/appointments/${request?._id}`, { status: 'rejected' }, arjun);
    const rejected = (await get('/api/notifications', ravi)).json<NotificationsResponse>().notifications;
    expect(rejected.map((notification) => notification.kind).sort()).toEqual([
      'appointment.rejected',
      'appointment.requested',
    ]);
    expect(rejected.find((notification) => notification.kind === 'appointment.rejected')?.body).toContain(
      'refunded',
    );
    expect(await kinds(arjun)).toEqual(['counsellor.request']);
  });

  it("puts a request an admin moves to another counsellor on that counsellor's bell", async () => {
    await bookAndPay(t, asha, { date: SUNDAY, slot: 15, counsellorId: meera.counsellorId });
    const request = await onlyMine(asha);
    const moved = await post(
      `/api/admin/appointments/${request._id}/counsellor`,
      { counsellorId: arjun.counsellorId },
      admin,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await kinds(arjun)).toEqual(['counsellor.request']);
  });

  describe('rescheduling', () => {
    const move = (id: string, body: object, user: TestUser) =>
      post(`/api/appointments/${id}/reschedule`, body, user);

    it('moves an accepted session once, frees the old hour and tells the counsellor with the updated entry', async () => {
      const session = await bookAccepted();
      const moved = await move(session._id, { date: MONDAY, slot: 11 }, asha);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<{ appointment: Mine }>().appointment).toMatchObject({
        _id: session._id,
        date: MONDAY,
        slot: 11,
        status: 'accepted',
        meetingLink: session.meetingLink,
        rescheduled: true,
      });
      // The old hour is free again: another client books it with the same counsellor.
      await bookAndPay(t, ravi, { date: SUNDAY, slot: 15, counsellorId: meera.counsellorId });

      expect(await kinds(meera)).toEqual(['counsellor.moved', 'counsellor.request', 'counsellor.request']);
      expect(await kinds(asha)).toContain('appointment.rescheduled');
      await mailbox.waitFor(meera.email, 2);
      const [first, updated] = icsOf(meera.email, 'REQUEST');
      const uid = /\r\nUID:([^\r]+)\r\n/.exec(first ?? '')?.[1];
      expect(updated).toContain(`\r\nUID:${uid}\r\n`);
      expect(updated).toContain('\r\nSEQUENCE:1\r\n');
      expect(updated).toContain('\r\nDTSTART:20261123T053000Z\r\n');

      const again = await move(session._id, { date: MONDAY, slot: 12 }, asha);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/moved only once/);
    });

    it('gives an hour two clients move to at once to one of them', async () => {
      await bookAndPay(t, asha, { date: SUNDAY, slot: 15, counsellorId: meera.counsellorId });
      await bookAndPay(t, ravi, { date: SUNDAY, slot: 16, counsellorId: meera.counsellorId });
      const [mineOfAsha, mineOfRavi] = [await onlyMine(asha), await onlyMine(ravi)];
      const answers = await Promise.all([
        move(mineOfAsha._id, { date: MONDAY, slot: 10 }, asha),
        move(mineOfRavi._id, { date: MONDAY, slot: 10 }, ravi),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const hours = [await onlyMine(asha), await onlyMine(ravi)].map((row) => `${row.date} ${row.slot}`);
      expect(hours.filter((hour) => hour === `${MONDAY} 10`)).toHaveLength(1);
      expect(await kinds(meera)).toEqual(['counsellor.moved', 'counsellor.request', 'counsellor.request']);
    });

    it('moves a pending request of the one calendar when no counsellor is set up', async () => {
      await deactivateAllCounsellors(t);
      await bookAndPay(t, asha, { date: SUNDAY, slot: 15 });
      const request = await onlyMine(asha);
      await bookAndPay(t, ravi, { date: SUNDAY, slot: 16 });
      expect((await move(request._id, { date: SUNDAY, slot: 16 }, asha)).statusCode).toBe(409);
      const moved = await move(request._id, { date: SUNDAY, slot: 17 }, asha);
      expect(moved.statusCode, moved.body).toBe(200);
      await bookAndPay(t, ravi, { date: SUNDAY, slot: 15 });
    });

    it('refuses what the rules do not allow, naming the rule', async () => {
      const narrow = await createCounsellor(t, {
        firstName: 'Tara',
        weeklyHours: { '0': [15, 16], '1': [10], '2': [], '3': [], '4': [], '5': [], '6': [] },
      });
      await bookAndPay(t, asha, { date: SUNDAY, slot: 15, counsellorId: narrow.counsellorId });
      const { _id: id } = await onlyMine(asha);
      await bookAndPay(t, ravi, { date: SUNDAY, slot: 16, counsellorId: narrow.counsellorId });
      const refused = async (user: TestUser, body: object, status: number, message: RegExp) => {
        const answer = await move(id, body, user);
        expect(answer.statusCode, answer.body).toBe(status);
        expect(answer.json<{ message: string }>().message).toMatch(message);
      };

      await refused(ravi, { date: MONDAY, slot: 10 }, 404, /not found/);
      await refused(admin, { date: MONDAY, slot: 10 }, 403, /Only the client/);
      await refused(narrow, { date: MONDAY, slot: 10 }, 403, /Only the client/);
      await refused(asha, { date: SUNDAY, slot: 16 }, 409, /already exists/);
      await refused(asha, { date: MONDAY, slot: 14 }, 409, /does not see clients at this hour/);
      await refused(asha, { date: '2026-11-30', slot: 10 }, 400, /^date: .*7 days ahead/);
      await refused(asha, { date: '2026-11-21', slot: 10 }, 400, /^slot: .*already begun/);
      await refused(asha, { date: SUNDAY, slot: 15 }, 400, /already at this time/);
      // 23 hours before the start: past the 24-hour cutoff.
      clock.set('2026-11-21T10:30:00.000Z');
      await refused(asha, { date: MONDAY, slot: 10 }, 409, /until 24 hours before/);
      expect(await onlyMine(asha)).toMatchObject({ date: SUNDAY, slot: 15 });
      expect(await kinds(narrow)).toEqual(['counsellor.request', 'counsellor.request']);
    });
  });
});
