import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@sukoon/contract/notifications';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { notifications as notificationsTable } from '../../db/schema/index.ts';
import { createNotifications, type Notifications, type NotifyInput } from './notifications-service.ts';

describe('notifications: the bell and /Notifications', () => {
  let t: TestApp;
  let service: Notifications;
  let current = new Date('2026-11-23T10:00:00.000Z');
  const now = () => new Date(current);
  const later = (minutes: number) => {
    current = new Date(current.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { now });
    // The same service the app builds, on the same database: what the appointment events will call.
    service = createNotifications({ db: t.database.db, now });
  });
  afterAll(() => t?.close());

  const list = (user: TestUser | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: user?.headers ?? {} });
  const read = (user: TestUser | null, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: user?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const feed = async (user: TestUser, query = '') => {
    const response = await list(user, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationsResponse>();
  };
  const at6pm = { when: { date: '2026-11-24', slot: 18 } };
  const notify = (user: TestUser, fields: Partial<NotifyInput> = {}) => {
    later(1);
    return service.notify(t.database.db, {
      userId: user.id,
      kind: 'appointment.accepted',
      message: { key: 'appointment_accepted', inputs: at6pm },
      ...fields,
    });
  };
  /** A row as written before notifications stored their message: English text only. */
  const storedText = (user: TestUser, title: string) => {
    later(1);
    return t.database.db.insert(notificationsTable).values({
      userId: user.id,
      kind: 'appointment.reminder',
      title,
      body: 'Your session starts in an hour.',
      createdAt: now(),
    });
  };

  it('lists your own, newest first, with the unread count', async () => {
    const person = await createUserWithToken(t);
    expect(await feed(person)).toEqual({ notifications: [], unread: 0 });

    await notify(person, {
      kind: 'appointment.requested',
      message: { key: 'appointment_requested', inputs: at6pm },
      link: null,
    });
    const createdAt = new Date(current.getTime() + 60_000).toISOString();
    await notify(person, { link: '/UserCourses' });

    const { notifications, unread } = await feed(person);
    expect(unread).toBe(2);
    const newestId = notifications[0]?._id ?? '';
    expect(newestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(notifications).toEqual([
      {
        _id: newestId,
        kind: 'appointment.accepted',
        title: 'Session confirmed',
        body: 'Your session on Tuesday, 24 Nov 2026, 6 PM to 7 PM IST is confirmed. The join link is on your dashboard and in your e-mail.',
        link: '/UserCourses',
        createdAt,
        read: false,
      },
      expect.objectContaining({ kind: 'appointment.requested', title: 'Request received', link: null }),
    ]);
  });

  it('marks the named ones read, or all of them without ids', async () => {
    const person = await createUserWithToken(t);
    for (let index = 0; index < 3; index += 1) await storedText(person, `Notice ${index}`);
    const [newest, middle] = (await feed(person)).notifications;

    const marked = await read(person, { ids: [newest?._id, middle?._id] });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    const after = await feed(person);
    expect(after.unread).toBe(1);
    expect(after.notifications.map((n) => [n.title, n.read])).toEqual([
      ['Notice 2', true],
      ['Notice 1', true],
      ['Notice 0', false],
    ]);

    // An empty list marks nothing; no body at all, like {}, marks everything.
    expect((await read(person, { ids: [] })).json()).toEqual({ unread: 1 });
    expect((await read(person)).json()).toEqual({ unread: 0 });
    expect((await feed(person)).notifications.every((n) => n.read)).toBe(true);

    await notify(person);
    expect((await read(person, {})).json()).toEqual({ unread: 0 });
  });

  it("never shows or marks another person's", async () => {
    const owner = await createUserWithToken(t);
    const other = await createUserWithToken(t);
    await notify(owner);
    const [ownerNotice] = (await feed(owner)).notifications;

    expect(await feed(other)).toEqual({ notifications: [], unread: 0 });
    // Someone else's id is ignored, not refused: the answer says nothing about it.
    const theirs = await read(other, { ids: [ownerNotice?._id] });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ unread: 0 });
    expect((await read(other)).statusCode).toBe(200);
    expect(await feed(owner)).toMatchObject({ unread: 1, notifications: [{ read: false }] });
  });

  it('records an event once however often it is reported, and with the transaction it belongs to', async () => {
    const person = await createUserWithToken(t);
    const event = { dedupeKey: `reminder-24h:${person.id}`, kind: 'appointment.reminder' } as const;
    expect(await notify(person, event)).toBe(true);
    expect(await notify(person, event)).toBe(false);
    // Two instances (or a retried job) at once.
    const raced = await Promise.all([notify(person, event), notify(person, event)]);
    expect(raced).toEqual([false, false]);
    const racedNew = await Promise.all([
      notify(person, { ...event, dedupeKey: `reminder-1h:${person.id}` }),
      notify(person, { ...event, dedupeKey: `reminder-1h:${person.id}` }),
    ]);
    expect(racedNew.filter(Boolean)).toHaveLength(1);
    // Without a key every call is its own notification.
    await notify(person);
    await notify(person);

    // Inside another module's transaction: a rollback takes the notice with it.
    await t.database.db
      .transaction(async (tx) => {
        await service.notify(tx, {
          userId: person.id,
          kind: 'appointment.cancelled',
          message: { key: 'appointment_cancelled', inputs: at6pm },
        });
        throw new Error('the event failed');
      })
      .catch(() => undefined);

    const { notifications, unread } = await feed(person);
    expect(unread).toBe(4);
    expect(notifications.map((n) => n.kind).sort()).toEqual([
      'appointment.accepted',
      'appointment.accepted',
      'appointment.reminder',
      'appointment.reminder',
    ]);
  });

  it('refuses a link that leaves the site', async () => {
    const person = await createUserWithToken(t);
    for (const link of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'UserCourses']) {
      await expect(notify(person, { link })).rejects.toThrow('not an in-app path');
    }
    expect((await feed(person)).unread).toBe(0);
  });

  it('shows at most 50 by default, and ?limit= from 1 to 100', async () => {
    const person = await createUserWithToken(t);
    const rows = Array.from({ length: 55 }, (_, index) => ({
      userId: person.id,
      kind: 'appointment.reminder' as const,
      title: `Reminder ${index}`,
      body: 'Your session starts in an hour.',
      createdAt: new Date(current.getTime() + index * 1000),
    }));
    await t.database.db.insert(notificationsTable).values(rows);

    const all = await feed(person);
    expect(all.notifications).toHaveLength(50);
    expect(all.notifications[0]?.title).toBe('Reminder 54');
    expect(all.unread).toBe(55);
    expect((await feed(person, '?limit=100')).notifications).toHaveLength(55);
    const two = await feed(person, '?limit=2');
    expect(two.notifications.map((n) => n.title)).toEqual(['Reminder 54', 'Reminder 53']);
    expect(two.unread).toBe(55);

    for (const limit of ['0', '101', '2.5', 'ten', '']) {
      const response = await list(person, `?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ message: 'limit: must be a whole number from 1 to 100' });
    }
    const badIds = await read(person, { ids: ['not-an-id'] });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json()).toMatchObject({ message: 'ids.0: must be a notification id' });
    const tooMany = await read(person, {
      ids: rows.map(() => crypto.randomUUID()).concat(rows.map(() => crypto.randomUUID())),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'ids: must name at most 100 notifications' });
  });

  describe('in the reader’s language', () => {
    const feedIn = async (user: TestUser, language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...user.headers, 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<NotificationsResponse>().notifications.map(({ title, body }) => ({ title, body }));
    };

    it('writes a notification recorded in English in Hindi or Marathi when read in them', async () => {
      const person = await createUserWithToken(t);
      await notify(person, {
        kind: 'counsellor.moved',
        message: {
          key: 'counsellor_moved',
          inputs: { from: { date: '2026-11-24', slot: 18 }, to: { date: '2026-11-25', slot: 10 } },
        },
      });

      const english = {
        title: 'A session has moved',
        body: 'A client moved their session from Tuesday, 24 Nov 2026, 6 PM to 7 PM IST to Wednesday, 25 Nov 2026, 10 AM to 11 AM IST.',
      };
      expect(await feed(person).then((f) => f.notifications[0])).toMatchObject(english);
      expect(await feedIn(person, 'en-GB,en;q=0.8')).toEqual([english]);
      expect(await feedIn(person, 'hi-IN,hi;q=0.9,en;q=0.8')).toEqual([
        {
          title: 'एक सेशन का समय बदला है',
          body: 'एक क्लाइंट ने अपना सेशन मंगलवार, 24 नव॰ 2026, शाम 6 से शाम 7 बजे तक (भारतीय समय) से हटाकर बुधवार, 25 नव॰ 2026, सुबह 10 से सुबह 11 बजे तक (भारतीय समय) पर कर दिया है।',
        },
      ]);
      expect(await feedIn(person, 'mr')).toEqual([
        {
          title: 'एका सत्राची वेळ बदलली आहे',
          body: 'एका क्लायंटने आपले सत्र मंगळवार, 24 नोव्हें, 2026, संध्याकाळ 6 ते संध्याकाळ 7 (भारतीय वेळ) वरून बुधवार, 25 नोव्हें, 2026, सकाळ 10 ते सकाळ 11 (भारतीय वेळ) वर हलवले आहे.',
        },
      ]);
    });

    it('keeps the English text of the stored row, and shows it where no message was stored', async () => {
      const person = await createUserWithToken(t);
      await notify(person, {
        kind: 'appointment.reminder',
        message: {
          key: 'reminder_client_hour',
          inputs: { when: { date: '2026-11-24', slot: 18 }, counsellor: 'Meera Rao' },
        },
      });
      await storedText(person, 'Your session is in one hour');

      const [stored] = await t.database.db
        .select()
        .from(notificationsTable)
        .where(eq(notificationsTable.messageKey, 'reminder_client_hour'))
        .orderBy(desc(notificationsTable.createdAt))
        .limit(1);
      expect(stored).toMatchObject({
        title: 'Your session is in one hour',
        body: 'Your session with Meera Rao is on Tuesday, 24 Nov 2026, 6 PM to 7 PM (Indian Standard Time).',
      });

      expect(await feedIn(person, 'hi')).toEqual([
        { title: 'Your session is in one hour', body: 'Your session starts in an hour.' },
        {
          title: 'आपका सेशन एक घंटे में है',
          body: 'Meera Rao के साथ आपका सेशन मंगलवार, 24 नव॰ 2026, शाम 6 से शाम 7 बजे तक (भारतीय समय) को है।',
        },
      ]);
      expect((await feedIn(person, 'mr'))[1]?.title).toBe('तुमचे सत्र एका तासात आहे');
    });

    it('falls back to the stored text for a message this code does not know or cannot read', async () => {
      const person = await createUserWithToken(t);
      const row = { userId: person.id, kind: 'appointment.accepted' as const, body: 'Stored body.' };
      await t.database.db.insert(notificationsTable).values([
        { ...row, title: 'Unknown key', messageKey: 'no_such_message', messageInputs: {}, createdAt: now() },
        {
          ...row,
          title: 'Bad inputs',
          messageKey: 'appointment_accepted',
          messageInputs: { when: 'tomorrow' },
          createdAt: new Date(current.getTime() + 1000),
        },
      ]);
      expect(await feedIn(person, 'hi')).toEqual([
        { title: 'Bad inputs', body: 'Stored body.' },
        { title: 'Unknown key', body: 'Stored body.' },
      ]);
    });
  });

  it('needs a signed-in user', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(null, { ids: [] })).statusCode).toBe(401);
  });
});
