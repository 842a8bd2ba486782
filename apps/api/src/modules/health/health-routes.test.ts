import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUnreadyApp, type UnreadyApp } from '../../../test/security/unready-app.ts';

describe('health and config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives the public runtime settings and nothing secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      brand: 'Sukoon',
      paymentProvider: 'simulated',
      googleEnabled: false,
      rescheduleCutoffHours: 24,
    });
    expect(JSON.stringify(body)).not.toContain(t.config.payment.keySecret);
  });

  it('leaves out every contact detail that is not configured, even with demo content on', async () => {
    // The default app has none of CONTACT_*, SUPPORT_EMAILS, SOCIAL_LINKS.
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json<{ contact: unknown }>().contact).toEqual({
      whatsapp: [],
      supportEmails: [],
      socialLinks: [],
    });

    const demo = await createTestApp({ SEED_DEMO: 'true', CONTACT_PHONE: '+91 98765 43210' });
    try {
      const answer = await demo.app.inject({ method: 'GET', url: '/api/config' });
      expect(answer.json<{ contact: unknown }>().contact).toEqual({
        phone: '+91 98765 43210',
        whatsapp: [],
        supportEmails: [],
        socialLinks: [],
      });
    } finally {
      await demo.close();
    }
  });

  it('gives the configured contact details as they were set', async () => {
    const configured = await createTestApp({
      CONTACT_PHONE: '+91 98765 43210',
      CONTACT_EMAIL: 'care@trust.example',
      CONTACT_ADDRESS: '12 Civil Lines, Akola 444001',
      CONTACT_WHATSAPP: '+91 98765 43211,+91 98765 43212',
      SUPPORT_EMAILS: 'help@trust.example',
      SOCIAL_LINKS: 'https://www.instagram.com/trust,https://youtube.com/@trust',
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json<{ contact: unknown }>().contact).toEqual({
        phone: '+91 98765 43210',
        email: 'care@trust.example',
        address: '12 Civil Lines, Akola 444001',
        whatsapp: ['+91 98765 43211', '+91 98765 43212'],
        supportEmails: ['help@trust.example'],
        socialLinks: ['https://www.instagram.com/trust', 'https://youtube.com/@trust'],
      });
    } finally {
      await configured.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No such API route: GET /api/no-such-thing' });
  });

  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // An API answer runs nothing (the pages' policy is in test/security/headers.test.ts).
    expect(csp).toMatch(/default-src 'none'(;|$)/);
    expect(csp).not.toContain('script-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/ready', () => {
  let t: UnreadyApp;
  beforeAll(async () => {
    t = await createUnreadyApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });

  it('answers 200 when the database answers and has every migration', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while the newest migration is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'The database migrations are not all applied yet.' });
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
    );
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    await t.closeDatabase();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'The database is not reachable.' });
  });
});
