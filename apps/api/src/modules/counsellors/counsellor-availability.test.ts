import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  COUNSELLOR_MESSAGES,
  addCalendarDays,
  defaultWeeklyHours,
  type CounsellorAvailability,
} from '@sukoon/contract';
import { appointments } from '../../db/schema/index.ts';
import {
  SUITE_TODAY,
  inviteCounsellor,
  joinAsCounsellor,
  openCounsellorSuite,
  type CounsellorSuite,
} from './counsellors-test-kit.ts';
import { sealedReason } from '../../../test/sealed-rows.ts';

const day = (offset: number) => addCalendarDays(SUITE_TODAY, offset);

describe("a counsellor's hours and time off", () => {
  let s: CounsellorSuite;
  let counsellorId: string;
  let headers: { authorization: string };
  beforeAll(async () => {
    s = await openCounsellorSuite();
    const invited = await inviteCounsellor(s);
    counsellorId = invited.counsellor._id;
    headers = await joinAsCounsellor(s, invited.token, invited.email);
  });
  afterAll(() => s.close());

  const read = (who: Record<string, string>, query = '') =>
    s.t.app.inject({ method: 'GET', url: `/api/counsellor/availability${query}`, headers: who });
  const save = (who: Record<string, string>, payload: object, query = '') =>
    s.t.app.inject({ method: 'PUT', url: `/api/counsellor/availability${query}`, headers: who, payload });
  const slots = async () =>
    (await s.t.app.inject({ method: 'GET', url: `/api/counsellors/${counsellorId}/slots` })).json<
      { date: string; slot: number }[]
    >();

  it('starts every day 9–20 with no time off', async () => {
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ weekly: defaultWeeklyHours(), timeOff: [] });
  });

  it('refuses hours outside 9–20 and overlapping time off, naming the field', async () => {
    const weekly = { ...defaultWeeklyHours(), '3': [8, 10] };
    const early = await save(headers, { weekly, timeOff: [] });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'weekly.3.0: must be an hour from 9 to 20' });

    const overlapping = await save(headers, {
      weekly: defaultWeeklyHours(),
      timeOff: [
        { from: day(1), to: day(3) },
        { from: day(3), to: day(4) },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toMatchObject({
      message: `timeOff: ${day(1)} to ${day(3)} overlaps ${day(3)} to ${day(4)}`,
    });

    const backwards = await save(headers, {
      weekly: defaultWeeklyHours(),
      timeOff: [{ from: day(4), to: day(2) }],
    });
    expect(backwards.json()).toMatchObject({ message: 'timeOff.0.to: must be on or after from' });
    const missingDay = await save(headers, { weekly: { '0': [9] }, timeOff: [] });
    expect(missingDay.statusCode).toBe(400);
    expect(missingDay.json<{ message: string }>().message).toMatch(/^weekly\.1: /);
  });

  it('replaces the hours and the time off; the slots follow, and a booked session stays', async () => {
    const [booked] = await s.t.database.db
      .insert(appointments)
      .values({
        userId: s.user.id,
        counsellorId,
        date: day(2),
        slot: 15,
        ...sealedReason('Exams.'),
        status: 'accepted',
      })
      .returning({ id: appointments.id });
    const calendar: CounsellorAvailability = {
      weekly: { ...defaultWeeklyHours(), '1': [18, 10, 10] },
      timeOff: [
        { from: day(5), to: day(6) },
        { from: day(2), to: day(3) },
      ],
    };
    const saved = await save(headers, calendar);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.availabilitySaved });
    expect((await read(headers)).json()).toEqual({
      weekly: { ...defaultWeeklyHours(), '1': [10, 18] },
      timeOff: [
        { from: day(2), to: day(3) },
        { from: day(5), to: day(6) },
      ],
    });

    const free = await slots();
    // Today is a Monday: only 10 and 18 are left of it.
    expect(free.filter((slot) => slot.date === SUITE_TODAY).map((slot) => slot.slot)).toEqual([10, 18]);
    for (const away of [day(2), day(3), day(5), day(6)]) {
      expect(free.filter((slot) => slot.date === away)).toEqual([]);
    }
    expect(free.filter((slot) => slot.date === day(4))).toHaveLength(12);
    const [row] = await s.t.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, booked?.id ?? ''));
    expect(row?.status).toBe('accepted');

    // The whole list is replaced: an empty one clears the time off.
    await save(headers, { weekly: defaultWeeklyHours(), timeOff: [] });
    expect((await read(headers)).json<CounsellorAvailability>().timeOff).toEqual([]);
  });

  it("lets an admin edit anyone's hours by id, and nobody else", async () => {
    const calendar = { weekly: { ...defaultWeeklyHours(), '0': [] }, timeOff: [] };
    const missing = await read(s.admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/^counsellorId: /);
    const unknown = await save(
      s.admin.headers,
      calendar,
      '?counsellorId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.notFound });

    expect((await save(s.admin.headers, calendar, `?counsellorId=${counsellorId}`)).statusCode).toBe(200);
    expect((await read(headers)).json<CounsellorAvailability>().weekly['0']).toEqual([]);

    expect((await read(s.user.headers)).statusCode).toBe(403);
    expect((await save(s.user.headers, calendar)).statusCode).toBe(403);
    expect((await read({})).statusCode).toBe(401);
    // Another counsellor reads their own hours only.
    const other = await inviteCounsellor(s);
    const otherHeaders = await joinAsCounsellor(s, other.token, other.email);
    expect((await read(otherHeaders)).json<CounsellorAvailability>().weekly['0']).toHaveLength(12);
    expect((await save(otherHeaders, calendar, `?counsellorId=${counsellorId}`)).statusCode).toBe(403);
  });
});
