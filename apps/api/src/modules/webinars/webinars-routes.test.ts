import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicWebinar, WebinarDetail } from '@sukoon/contract';
import { webinarSeats, webinars } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { AN_ID, openContentSuite } from '../../../test/content-suite.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';

const validWebinar = {
  title: 'Finding Calm in Busy Weeks',
  presenter: 'Dr. Kavita Menon',
  description: 'A gentle hour on noticing stress early and making room to rest.',
  date: '2026-04-10',
  time: '18:30',
  platform: 'meet',
  price: '0',
  meetingLink: 'https://meet.google.com/abc-defg-hij',
  meetingId: 'abc-defg-hij',
  meetingPass: 'calm123',
};
const MEETING_FIELDS = ['meetingLink', 'meetingId', 'meetingPass'];
const UNKNOWN_ID = '6f1c2b7e-1111-4a4a-9b9b-123456789abc';

describe('webinars', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    ({ t, admin, user } = await openContentSuite());
  });
  afterAll(() => t.close());

  const post = (payload: unknown, who: TestUser | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/postwebinar',
      headers: who?.headers,
      payload: payload as object,
    });
  const update = (id: string, payload: object, who: TestUser | null = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/webinars/update/${id}`, headers: who?.headers, payload });
  const remove = (id: string, who: TestUser | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/webinar/delete/${id}`, headers: who?.headers });
  const detail = (id: string, who: TestUser | null) =>
    t.app.inject({ method: 'GET', url: `/api/getwebinars/${id}`, headers: who?.headers });
  const createWebinar = async (overrides: Record<string, unknown> = {}) => {
    const res = await post({ ...validWebinar, ...overrides });
    expect(res.statusCode).toBe(201);
    return res.json<WebinarDetail>();
  };
  const publicList = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getwebinar' });
    expect(res.statusCode).toBe(200);
    return res.json<PublicWebinar[]>();
  };

  describe('POST /api/postwebinar', () => {
    it('lets an admin create a webinar and answers it with its meeting details', async () => {
      const res = await post(validWebinar);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        _id: AN_ID,
        ...validWebinar,
        startsAt: '2026-04-10T13:00:00.000Z',
      });
    });

    it('is for admins only, whatever the body', async () => {
      expect((await post(validWebinar, null)).statusCode).toBe(401);
      expect((await post({}, null)).statusCode).toBe(401);
      const byUser = await post({ ...validWebinar, title: 'User webinar' }, user);
      expect(byUser.statusCode).toBe(403);
      expect((await publicList()).map((w) => w.title)).not.toContain('User webinar');
    });

    it('reads the forms the admin screen sends', async () => {
      expect(await createWebinar({ platform: 'Google meet', price: 499, time: '9:05' })).toMatchObject({
        platform: 'meet',
        price: '499',
        time: '09:05',
        startsAt: '2026-04-10T03:35:00.000Z',
      });
      expect((await createWebinar({ platform: 'google-meet' })).platform).toBe('meet');
      expect(
        (await createWebinar({ platform: 'ZOOM', meetingId: undefined, meetingPass: undefined })).platform,
      ).toBe('zoom');
      const bare = await createWebinar({ meetingId: undefined, meetingPass: null });
      expect(bare).toMatchObject({ meetingId: '', meetingPass: '' });
    });

    it.each([
      [{ title: undefined }, 'title: is required'],
      [{ title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
      [{ presenter: '' }, 'presenter: is required'],
      [{ presenter: 'x'.repeat(101) }, 'presenter: must be at most 100 characters'],
      [{ description: undefined }, 'description: is required'],
      [{ date: undefined }, 'date: is required'],
      [{ date: '2026-02-30' }, 'date: must be a real date in the form YYYY-MM-DD'],
      [{ date: '10/04/2026' }, 'date: must be a real date in the form YYYY-MM-DD'],
      [{ date: '1999-12-31' }, 'date: must be between 2000 and 2100'],
      [{ time: undefined }, 'time: is required'],
      [{ time: '24:00' }, 'time: must be a time in the form HH:mm (24-hour)'],
      [{ time: '18:60' }, 'time: must be a time in the form HH:mm (24-hour)'],
      [{ time: '6pm' }, 'time: must be a time in the form HH:mm (24-hour)'],
      [{ platform: undefined }, 'platform: is required'],
      [{ platform: 'teams' }, "platform: must be 'meet' (Google Meet) or 'zoom'"],
      [{ price: undefined }, 'price: is required'],
      [{ price: '-1' }, 'price: must be a whole number of rupees from 0 to 100000'],
      [{ price: '49.5' }, 'price: must be a whole number of rupees from 0 to 100000'],
      [{ price: 'free' }, 'price: must be a whole number of rupees from 0 to 100000'],
      [{ price: 100_001 }, 'price: must be a whole number of rupees from 0 to 100000'],
      [{ meetingLink: undefined }, 'meetingLink: is required'],
      [{ meetingLink: 'meet.google.com/abc-defg-hij' }, 'meetingLink: must be an http(s) link'],
      [{ meetingLink: 'javascript:alert(1)' }, 'meetingLink: must be an http(s) link'],
      [{ meetingId: 'x'.repeat(101) }, 'meetingId: must be at most 100 characters'],
      [{ meetingPass: 'x'.repeat(101) }, 'meetingPass: must be at most 100 characters'],
    ])('answers 400 for %j', async (change, message) => {
      const res = await post({ ...validWebinar, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('ignores unknown fields', async () => {
      const webinar = await createWebinar({ _id: 'mine', startsAt: '1990-01-01T00:00:00Z', deletedAt: 'x' });
      expect(webinar._id).not.toBe('mine');
      expect(webinar.startsAt).toBe('2026-04-10T13:00:00.000Z');
    });
  });

  describe('GET /api/getwebinar', () => {
    it('lists live webinars by start, latest first, with no meeting details', async () => {
      const middle = await createWebinar({ title: 'Middle', date: '2030-05-02', time: '10:00' });
      const latest = await createWebinar({ title: 'Latest', date: '2030-05-02', time: '19:00' });
      const earliest = await createWebinar({ title: 'Earliest', date: '2030-05-01', time: '23:00' });
      const list = await publicList();
      expect(list.slice(0, 3).map((w) => w._id)).toEqual([latest._id, middle._id, earliest._id]);
      const starts = list.map((w) => w.startsAt);
      expect([...starts].sort().reverse()).toEqual(starts);
      for (const item of list) {
        for (const field of MEETING_FIELDS) expect(item).not.toHaveProperty(field);
      }
      const raw = (await t.app.inject({ method: 'GET', url: '/api/getwebinar' })).body;
      expect(raw).not.toContain('meet.google.com');
      expect(raw).not.toContain('calm123');
      expect(list[0]).toEqual({
        _id: latest._id,
        title: 'Latest',
        presenter: validWebinar.presenter,
        description: validWebinar.description,
        date: '2030-05-02',
        time: '19:00',
        platform: 'meet',
        price: '0',
        startsAt: '2030-05-02T13:30:00.000Z',
      });
    });
  });

  describe('GET /api/getwebinars/:id', () => {
    it('needs a signed-in caller', async () => {
      const webinar = await createWebinar();
      const res = await detail(webinar._id, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Please log in to continue.' });
    });

    it('gives a free webinar with its meeting details to any signed-in user', async () => {
      const webinar = await createWebinar({ price: '0' });
      const res = await detail(webinar._id, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(webinar);
    });

    it('asks a user to pay for a paid webinar, and shows it to an admin', async () => {
      const webinar = await createWebinar({ price: '299' });
      const res = await detail(webinar._id, user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Payment required to access this webinar.' });
      expect(res.body).not.toContain('calm123');

      const asAdmin = await detail(webinar._id, admin);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toEqual(webinar);
    });

    it('shows a paid webinar to a user who holds a seat in it', async () => {
      const webinar = await createWebinar({ price: '299' });
      const buyer = await createUserWithToken(t, 'user');
      await t.database.db.insert(webinarSeats).values({ userId: buyer.id, webinarId: webinar._id });
      const res = await detail(webinar._id, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(webinar);
      expect((await detail(webinar._id, user)).statusCode).toBe(403);
    });

    it('answers 404 for an unknown or deleted webinar', async () => {
      expect((await detail(UNKNOWN_ID, user)).statusCode).toBe(404);
      expect((await detail('zzz', admin)).statusCode).toBe(404);
      const webinar = await createWebinar();
      await remove(webinar._id);
      const res = await detail(webinar._id, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Webinar not found.' });
    });
  });

  describe('GET /api/admin/webinars', () => {
    it('lists webinars with meeting details for admins only', async () => {
      const webinar = await createWebinar({ title: 'For the admin list' });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/webinars' })).statusCode).toBe(401);
      const asUser = await t.app.inject({ method: 'GET', url: '/api/admin/webinars', headers: user.headers });
      expect(asUser.statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/webinars', headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<WebinarDetail[]>()).toContainEqual(webinar);
      expect(res.json<WebinarDetail[]>().map((w) => w._id)).toEqual((await publicList()).map((w) => w._id));
    });
  });

  describe('PUT /api/webinars/update/:id', () => {
    it('changes only the given fields and moves the start with the date or time', async () => {
      const webinar = await createWebinar();
      const moved = await update(webinar._id, { date: '2026-05-01', platform: 'zoom', price: 150 });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({
        ...webinar,
        date: '2026-05-01',
        platform: 'zoom',
        price: '150',
        startsAt: '2026-05-01T13:00:00.000Z',
      });
      const retimed = await update(webinar._id, { time: '07:15', meetingPass: '' });
      expect(retimed.json()).toMatchObject({
        date: '2026-05-01',
        time: '07:15',
        meetingPass: '',
        startsAt: '2026-05-01T01:45:00.000Z',
      });
      const read = await detail(webinar._id, admin);
      expect(read.json()).toEqual(retimed.json());
    });

    it('accepts the whole webinar as the edit form sends it back', async () => {
      const webinar = await createWebinar();
      const res = await update(webinar._id, { ...webinar, title: 'Renamed' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...webinar, title: 'Renamed' });
    });

    it('is for admins only', async () => {
      const webinar = await createWebinar();
      expect((await update(webinar._id, { title: 'X' }, null)).statusCode).toBe(401);
      expect((await update(webinar._id, { title: 'X' }, user)).statusCode).toBe(403);
      expect((await detail(webinar._id, admin)).json<WebinarDetail>().title).toBe(validWebinar.title);
    });

    it('validates what it is given and answers 404 for unknown or deleted webinars', async () => {
      const webinar = await createWebinar();
      for (const [payload, message] of [
        [{ date: '2026-13-01' }, 'date: must be a real date in the form YYYY-MM-DD'],
        [{ time: '7' }, 'time: must be a time in the form HH:mm (24-hour)'],
        [{ price: -5 }, 'price: must be a whole number of rupees from 0 to 100000'],
        [{ meetingLink: 'zoom.us/j/1' }, 'meetingLink: must be an http(s) link'],
        [{ title: '' }, 'title: is required'],
      ] as const) {
        const res = await update(webinar._id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message });
      }
      expect((await update(UNKNOWN_ID, { title: 'X' })).statusCode).toBe(404);
      await remove(webinar._id);
      expect((await update(webinar._id, { title: 'X' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/webinar/delete/:id', () => {
    it('is for admins only', async () => {
      const webinar = await createWebinar();
      expect((await remove(webinar._id, null)).statusCode).toBe(401);
      expect((await remove(webinar._id, user)).statusCode).toBe(403);
      expect((await publicList()).map((w) => w._id)).toContain(webinar._id);
    });

    it('hides the webinar everywhere but keeps the row', async () => {
      const webinar = await createWebinar();
      const res = await remove(webinar._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Webinar deleted successfully' });
      expect((await publicList()).map((w) => w._id)).not.toContain(webinar._id);
      const [row] = await t.database.db.select().from(webinars).where(eq(webinars.id, webinar._id));
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect((await remove(webinar._id)).statusCode).toBe(404);
      expect((await remove(UNKNOWN_ID)).statusCode).toBe(404);
    });
  });
});
