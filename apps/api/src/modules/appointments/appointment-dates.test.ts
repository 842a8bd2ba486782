import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';
import { createClock, createMailbox, createOrder } from './appointments-test-kit.ts';

// Saturday 21 November 2026, 10:30 in India (05:00 UTC).
const clock = createClock('2026-11-21T05:00:00.000Z');
const mailbox = createMailbox();

describe('appointment dates on the wire', () => {
  let t: TestApp;
  let asha: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, { now: clock.now, mailer: mailbox.mailer });
    asha = await createUserWithToken(t);
  });
  afterAll(() => t.close());

  it.each(['2026-11-24T10:00:00', '2026-11-24T10:00', '2026-11-24 10:00:00Z', 'Nov 24 2026', '24/11/2026'])(
    'refuses %j: a time without its zone would be read in the server’s zone',
    async (date) => {
      const res = await createOrder(t, asha, { date, slot: 12 });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        'date: must be a date in the form YYYY-MM-DD, or a date and time with its time zone (Z or an offset such as +05:30)',
      );
    },
  );

  it.each([
    ['2026-11-24', '2026-11-24', 10],
    ['2026-11-24T23:30:00+05:30', '2026-11-24', 11],
    ['2026-11-24T18:30:00.000Z', '2026-11-25', 12],
  ])('reads %j as the IST day %s', async (date, day, slot) => {
    const someone = await createUserWithToken(t);
    const res = await createOrder(t, someone, { date, slot });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select({ date: appointments.date })
      .from(appointments)
      .where(eq(appointments.userId, someone.id));
    expect(rows).toEqual([{ date: day }]);
  });
});
