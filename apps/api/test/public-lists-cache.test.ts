import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { counsellorBody } from '../src/modules/counsellors/counsellors-test-kit.ts';
import { openContentSuite, type ContentSuite } from './content-suite.ts';
import { buyThroughCheckout, insertCourse } from './purchase-fixture.ts';

// The three public lists are served from memory with an ETag. An admin's write must show in the
// very next read, whatever the reader has cached.

const lists = [
  {
    name: 'courses',
    read: '/api/courses/read',
    create: { url: '/api/courses/write', status: 201 },
    update: (id: string) => `/api/courses/update/${id}`,
    remove: (id: string) => `/api/courses/delete/${id}`,
    body: {
      name: 'Cache Course',
      description: 'A course written to check the list cache.',
      image: 'https://cdn.example.com/cache.png',
      category: 'Parenting',
      price: 299,
      author: 'Dr. Meera Iyer',
      content: ['One lesson'],
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    titleField: 'name',
  },
  {
    name: 'blogs',
    read: '/api/blog/read',
    create: { url: '/api/blog/write', status: 201 },
    update: (id: string) => `/api/blog/update/${id}`,
    remove: (id: string) => `/api/blog/delete/${id}`,
    body: {
      title: 'Cache Blog',
      content: 'A post written to check the list cache.',
      author: 'Ananya Rao',
      image: 'https://cdn.example.com/blog.png',
      category: 'Depression',
    },
    titleField: 'title',
  },
  {
    name: 'webinars',
    read: '/api/getwebinar',
    create: { url: '/api/postwebinar', status: 201 },
    update: (id: string) => `/api/webinars/update/${id}`,
    remove: (id: string) => `/api/webinar/delete/${id}`,
    body: {
      title: 'Cache Webinar',
      presenter: 'Dr. Kavita Menon',
      description: 'A webinar written to check the list cache.',
      date: '2026-04-10',
      time: '18:30',
      platform: 'meet',
      price: '0',
      meetingLink: 'https://meet.google.com/abc-defg-hij',
      meetingId: 'abc-defg-hij',
      meetingPass: 'calm123',
    },
    titleField: 'title',
  },
] as const;

describe.each(lists)('the public $name list', (list) => {
  let suite: ContentSuite;
  beforeAll(async () => {
    suite = await openContentSuite();
  });
  afterAll(() => suite.t.close());

  const read = (headers: Record<string, string> = {}) =>
    suite.t.app.inject({ method: 'GET', url: list.read, headers });
  const titles = (response: { json(): unknown }) =>
    (response.json() as Record<string, unknown>[]).map((item) => item[list.titleField]);

  it('answers 304 until an admin changes it, and shows every change in the next read', async () => {
    const empty = await read();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    let etag = String(empty.headers.etag);
    expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);

    const admin = suite.admin.headers;
    const created = await suite.t.app.inject({
      method: 'POST',
      url: list.create.url,
      headers: admin,
      payload: list.body,
    });
    expect(created.statusCode).toBe(list.create.status);
    const id = created.json<{ _id: string }>()._id;

    const afterCreate = await read({ 'if-none-match': etag });
    expect(afterCreate.statusCode).toBe(200);
    expect(titles(afterCreate)).toEqual([list.body[list.titleField as keyof typeof list.body]]);
    expect(afterCreate.headers.etag).not.toBe(etag);
    etag = String(afterCreate.headers.etag);

    // A refused write changes nothing, and the cached answer stays valid.
    const refused = await suite.t.app.inject({
      method: 'PUT',
      url: list.update(id),
      headers: admin,
      payload: { [list.titleField]: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await read({ 'if-none-match': etag })).statusCode).toBe(304);

    const renamed = await suite.t.app.inject({
      method: 'PUT',
      url: list.update(id),
      headers: admin,
      payload: { [list.titleField]: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const afterUpdate = await read({ 'if-none-match': etag });
    expect(afterUpdate.statusCode).toBe(200);
    expect(titles(afterUpdate)).toEqual(['Renamed']);
    etag = String(afterUpdate.headers.etag);

    // A browser gets the same list compressed.
    const br = await read({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(afterUpdate.json());

    const removed = await suite.t.app.inject({ method: 'DELETE', url: list.remove(id), headers: admin });
    expect(removed.statusCode).toBe(200);
    const afterDelete = await read({ 'if-none-match': etag });
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([]);
  });
});

// An admin's paged reads remember each filter's total at the table's version (lib/cached-count.ts):
// a write through the API, or one the app never saw (another instance, plain SQL), shows at once.
describe('the totals of paged admin reads', () => {
  let suite: ContentSuite;
  beforeAll(async () => {
    suite = await openContentSuite();
  });
  afterAll(() => suite.t.close());

  const totals = async () => {
    const read = async (url: string) =>
      (await suite.t.app.inject({ method: 'GET', url, headers: suite.admin.headers })).json<{
        total: number;
      }>().total;
    return {
      courses: await read('/api/courses/read?limit=1'),
      webinars: await read('/api/admin/webinars?limit=1'),
    };
  };

  it('count again after any write to the table, whoever made it', async () => {
    expect(await totals()).toEqual({ courses: 0, webinars: 0 });
    for (const list of lists.filter((entry) => entry.name !== 'blogs')) {
      const created = await suite.t.app.inject({
        method: 'POST',
        url: list.create.url,
        headers: suite.admin.headers,
        payload: list.body,
      });
      expect(created.statusCode).toBe(201);
    }
    expect(await totals()).toEqual({ courses: 1, webinars: 1 });
    expect(await totals()).toEqual({ courses: 1, webinars: 1 });

    // Rows written behind the app's back, as another instance would.
    await suite.t.database.db.execute(
      sql`insert into courses (name, description, image, category) values ('Direct', 'Written in SQL.', 'https://cdn.example.com/d.png', 'Parenting')`,
    );
    await suite.t.database.db.execute(sql`update webinars set deleted_at = now()`);
    expect(await totals()).toEqual({ courses: 2, webinars: 0 });
  });

  // Their totals also depend on names in other tables: what a search matches.
  it('count enrolments and counsellors again after any write that could change a total', async () => {
    const total = async (url: string) =>
      (await suite.t.app.inject({ method: 'GET', url, headers: suite.admin.headers })).json<{
        total: number;
      }>().total;
    const people = async () => ({
      enrolments: await total('/api/getallenrolledusers?limit=1'),
      enrolmentsOfZubin: await total('/api/getallenrolledusers?limit=1&q=zubin'),
      counsellors: await total('/api/admin/counsellors?limit=1'),
      counsellorsNamedZubin: await total('/api/admin/counsellors?limit=1&q=zubin'),
    });
    const none = { enrolments: 0, enrolmentsOfZubin: 0, counsellors: 0, counsellorsNamedZubin: 0 };
    expect(await people()).toEqual(none);

    // Through the API: a purchase, and a counsellor an admin invites.
    const course = await insertCourse(suite.t, { name: 'Totals Course' });
    await buyThroughCheckout(suite.t, suite.user.headers, { purpose: 'course', courseId: course.id });
    const invited = await suite.t.app.inject({
      method: 'POST',
      url: '/api/admin/counsellors',
      headers: suite.admin.headers,
      payload: counsellorBody({ firstName: 'Farah' }),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const counsellorId = invited.json<{ counsellor: { _id: string } }>().counsellor._id;
    const one = { ...none, enrolments: 1, counsellors: 1 };
    expect(await people()).toEqual(one);
    expect(await people()).toEqual(one);

    // An admin renames the counsellor: the search by name finds them.
    const renamed = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/admin/counsellors/${counsellorId}`,
      headers: suite.admin.headers,
      payload: { firstName: 'Zubin' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await people()).toEqual({ ...one, counsellorsNamedZubin: 1 });

    // Behind the app's back: the course renamed, a booking's stamp (no total changes), a
    // counsellor added and one removed, an enrolment removed.
    const versions = suite.t.database.tables;
    await suite.t.database.db.execute(
      sql`update courses set name = 'Zubin on sleep' where id = ${course.id}`,
    );
    expect(await people()).toEqual({ ...one, enrolmentsOfZubin: 1, counsellorsNamedZubin: 1 });
    const counsellorsVersion = await versions.of('counsellor_totals');
    await suite.t.database.db.execute(sql`update counsellors set last_assigned_at = now()`);
    expect(await versions.of('counsellor_totals')).toBe(counsellorsVersion);
    await suite.t.database.db.execute(
      sql`insert into counsellors (user_id, slug, title, bio, languages, specialities)
        values (${suite.admin.id}, 'asha', 'Counsellor', 'Bio.', '{English}', '{}')`,
    );
    expect(await people()).toEqual({
      ...one,
      enrolmentsOfZubin: 1,
      counsellors: 2,
      counsellorsNamedZubin: 1,
    });
    await suite.t.database.db.execute(
      sql`update users set first_name = 'Zubin' where id = ${suite.admin.id}`,
    );
    expect(await people()).toEqual({
      ...one,
      enrolmentsOfZubin: 1,
      counsellors: 2,
      counsellorsNamedZubin: 2,
    });
    await suite.t.database.db.execute(sql`delete from counsellors where user_id = ${suite.admin.id}`);
    await suite.t.database.db.execute(sql`delete from course_enrolments`);
    expect(await people()).toEqual({ ...none, counsellors: 1, counsellorsNamedZubin: 1 });

    // Remembered, not counted at every read: a write no trigger sees (as a replica applies one)
    // leaves the totals as they were.
    await suite.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`delete from counsellor_invitations`);
      await tx.execute(sql`delete from counsellors`);
    });
    expect(await people()).toEqual({ ...none, counsellors: 1, counsellorsNamedZubin: 1 });
  });
});
