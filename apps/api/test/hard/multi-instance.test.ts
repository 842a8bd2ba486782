import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from '../template-database.ts';
import { POSTGRES_URL, runOnPostgres } from './scratch-postgres.ts';
import { freePort, startServer, stopServer, type ServerProcess } from './server-process-harness.ts';
import { adminToken } from './write-load.ts';

// Two real server processes on one fresh PostgreSQL database (always PostgreSQL: one PGlite
// directory cannot be shared). Each caches the public lists; a write through one must show at the
// very next read through the other, with no waiting in between.

const ADMIN = { email: 'multi-admin@sukoon.example', password: 'multi admin password' };

const blog = {
  title: 'Written on A',
  content: 'One server writes it; the other must show it at once.',
  author: 'Two Instances',
  image: 'https://images.example.test/multi.png',
  category: 'Career',
};
const webinar = {
  title: 'Announced on A',
  presenter: 'Dr. Two Instances',
  description: 'One server announces it; the other must list it at once.',
  date: '2026-04-10',
  time: '18:30',
  platform: 'meet',
  price: '0',
  meetingLink: 'https://meet.google.com/abc-defg-hij',
  meetingId: 'abc-defg-hij',
  meetingPass: 'calm123',
};

describe('two instances on one PostgreSQL database', () => {
  const databaseName = `sukoon_multi_${randomUUID().replaceAll('-', '')}`;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-multi-'));
    dataDirs.push(dataDir);
    return startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabaseName(POSTGRES_URL, databaseName),
      PORT: String(await freePort()),
      // Shared, as every instance behind one load balancer must share it.
      JWT_SECRET: 'one secret for every instance of this test run',
      // And one data key: a row one instance seals, another opens.
      DATA_ENCRYPTION_KEY: 'c3Vrb29uLW11bHRpLWluc3RhbmNlLXRlc3Qta2V5ISE=',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  };

  beforeAll(async () => {
    await runOnPostgres(`create database ${databaseName}`);
    a = await start();
    b = await start();
    token = await adminToken(a.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    for (const server of [a, b]) if (server) await stopServer(server);
    await runOnPostgres(`drop database if exists ${databaseName} with (force)`);
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (server: ServerProcess, method: string, url: string, body?: object) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${url} on ${server.url}`).toBeLessThan(300);
    return (await response.json()) as { _id: string };
  };
  /** The public list as a browser reads it: from the answer it already holds, when unchanged. */
  const read = async (server: ServerProcess, url: string, etag = '') => {
    const response = await fetch(`${server.url}${url}`, { headers: { 'if-none-match': etag } });
    expect(response.status, `GET ${url} with the ETag of the old list`).toBe(200);
    const titles = ((await response.json()) as { title: string }[]).map((item) => item.title);
    return { titles, etag: response.headers.get('etag') ?? '' };
  };

  it('both answer ready', async () => {
    for (const server of [a, b]) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  it('shows a blog created, edited and deleted on A at the next read on B', async () => {
    // B holds the empty list in its cache, and so does the browser reading it.
    let seen = await read(b, '/api/blog/read');
    expect(seen.titles).toEqual([]);

    const { _id: id } = await call(a, 'POST', '/api/blog/write', blog);
    seen = await read(b, '/api/blog/read', seen.etag);
    expect(seen.titles).toEqual([blog.title]);

    await call(a, 'PUT', `/api/blog/update/${id}`, { title: 'Edited on A' });
    seen = await read(b, '/api/blog/read', seen.etag);
    expect(seen.titles).toEqual(['Edited on A']);

    await call(a, 'DELETE', `/api/blog/delete/${id}`);
    seen = await read(b, '/api/blog/read', seen.etag);
    expect(seen.titles).toEqual([]);
  });

  it('shows a webinar created, edited and deleted on A at the next read on B', async () => {
    let seen = await read(b, '/api/getwebinar');
    expect(seen.titles).toEqual([]);

    const { _id: id } = await call(a, 'POST', '/api/postwebinar', webinar);
    seen = await read(b, '/api/getwebinar', seen.etag);
    expect(seen.titles).toEqual([webinar.title]);

    await call(a, 'PUT', `/api/webinars/update/${id}`, { title: 'Moved on A' });
    seen = await read(b, '/api/getwebinar', seen.etag);
    expect(seen.titles).toEqual(['Moved on A']);

    await call(a, 'DELETE', `/api/webinar/delete/${id}`);
    seen = await read(b, '/api/getwebinar', seen.etag);
    expect(seen.titles).toEqual([]);
  });

  it('works the other way round too', async () => {
    let seen = await read(a, '/api/blog/read');
    await call(b, 'POST', '/api/blog/write', { ...blog, title: 'Written on B' });
    seen = await read(a, '/api/blog/read', seen.etag);
    expect(seen.titles).toEqual(['Written on B']);
  });

  it('shows a write made with plain SQL, as admin:create or a seed would, on both at once', async () => {
    const seenOnA = await read(a, '/api/blog/read');
    const seenOnB = await read(b, '/api/blog/read');
    const client = new pg.Client({ connectionString: withDatabaseName(POSTGRES_URL, databaseName) });
    await client.connect();
    await client.query(`update blogs set title = 'Renamed in SQL' where title = 'Written on B'`);
    await client.end();
    expect((await read(a, '/api/blog/read', seenOnA.etag)).titles).toEqual(['Renamed in SQL']);
    expect((await read(b, '/api/blog/read', seenOnB.etag)).titles).toEqual(['Renamed in SQL']);
  });
});
