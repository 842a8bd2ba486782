import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  COUNSELLOR_MESSAGES,
  addCalendarDays,
  type CounsellorProfile,
  type PublicCounsellor,
} from '@sukoon/contract';
import { appointments } from '../../db/schema/index.ts';
import {
  SUITE_TODAY,
  counsellorBody,
  inviteCounsellor,
  openCounsellorSuite,
  type CounsellorSuite,
} from './counsellors-test-kit.ts';
import { sealedReason } from '../../../test/sealed-rows.ts';

describe('counsellor profiles: admin writes, public reads', () => {
  let s: CounsellorSuite;
  beforeAll(async () => {
    s = await openCounsellorSuite();
  });
  afterAll(() => s.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ method: 'GET', url, headers });
  const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object = {}) =>
    s.t.app.inject({ method, url, payload, headers: s.admin.headers });
  const publicList = async () => {
    const response = await get('/api/counsellors');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('@');
    return response.json<PublicCounsellor[]>();
  };

  it('gives each counsellor an address from their name, numbered on a clash', async () => {
    const first = await inviteCounsellor(s, { firstName: 'Dr. Vikram', lastName: 'Joshi' });
    const second = await inviteCounsellor(s, { firstName: 'Vikram', lastName: 'Joshi' });
    expect(first.counsellor.slug).toBe('vikram-joshi');
    expect(second.counsellor.slug).toBe('vikram-joshi-2');
  });

  it('shows active counsellors with no e-mail, and one profile by id or slug', async () => {
    const { counsellor } = await inviteCounsellor(s, { firstName: 'Rohan', lastName: 'Mehta' });
    const listed = (await publicList()).find((c) => c._id === counsellor._id);
    expect(listed).toEqual({
      _id: counsellor._id,
      slug: 'rohan-mehta',
      firstName: 'Rohan',
      lastName: 'Mehta',
      title: 'Counselling Psychologist',
      bio: 'I work with families and couples through change.',
      languages: ['English', 'Hindi'],
      specialities: ['parenting', 'couple'],
      photo: '/images/counsellors/farah-shaikh.svg',
      yearsOfExperience: 9,
      nextFree: { date: SUITE_TODAY, slot: 9 },
    });
    for (const key of [counsellor._id, 'rohan-mehta']) {
      const profile = await get(`/api/counsellors/${key}`);
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toContain('@');
      expect(profile.json<CounsellorProfile>()).toEqual({
        ...listed,
        qualifications: 'M.Phil. Clinical Psychology',
        registrationNumber: 'RCI A12345',
      });
    }
    expect((await get('/api/counsellors/nobody-by-this-name')).json()).toMatchObject({
      message: COUNSELLOR_MESSAGES.notFound,
    });
  });

  it('edits part of a profile, and answers 404 for an unknown id', async () => {
    const { counsellor } = await inviteCounsellor(s);
    const edit = await asAdmin('PUT', `/api/admin/counsellors/${counsellor._id}`, {
      lastName: 'Shaikh-Khan',
      bio: 'A new bio.',
      registrationNumber: '',
      yearsOfExperience: null,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      message: COUNSELLOR_MESSAGES.saved,
      counsellor: {
        firstName: 'Farah',
        lastName: 'Shaikh-Khan',
        bio: 'A new bio.',
        registrationNumber: null,
        yearsOfExperience: null,
        title: 'Counselling Psychologist',
        slug: counsellor.slug,
      },
    });
    const bad = await asAdmin('PUT', `/api/admin/counsellors/${counsellor._id}`, { languages: ['Klingon'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^languages\.0: must be among English/);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await asAdmin('PUT', `/api/admin/counsellors/${id}`, { bio: 'x' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.notFound });
    }
  });

  it('hides a deactivated counsellor from the public, not from the admin, until activated again', async () => {
    const { counsellor } = await inviteCounsellor(s);
    const off = await asAdmin('POST', `/api/admin/counsellors/${counsellor._id}/deactivate`);
    expect(off.json()).toMatchObject({
      message: COUNSELLOR_MESSAGES.deactivated,
      counsellor: { active: false },
    });
    expect((await publicList()).map((c) => c._id)).not.toContain(counsellor._id);
    expect((await get(`/api/counsellors/${counsellor.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/counsellors/${counsellor._id}/slots`)).statusCode).toBe(404);
    const adminList = await get('/api/admin/counsellors', s.admin.headers);
    expect(adminList.json()).toContainEqual(expect.objectContaining({ _id: counsellor._id, active: false }));

    const on = await asAdmin('POST', `/api/admin/counsellors/${counsellor._id}/activate`);
    expect(on.json()).toMatchObject({ message: COUNSELLOR_MESSAGES.activated, counsellor: { active: true } });
    expect((await publicList()).map((c) => c._id)).toContain(counsellor._id);
  });

  it('keeps admin routes to admins', async () => {
    expect((await get('/api/admin/counsellors')).statusCode).toBe(401);
    expect((await get('/api/admin/counsellors', s.user.headers)).statusCode).toBe(403);
    const byUser = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/counsellors',
      headers: s.user.headers,
      payload: counsellorBody(),
    });
    expect(byUser.statusCode).toBe(403);
  });

  it('leaves a booked hour out of the slots and of who is free soonest, and sorts by it', async () => {
    const { counsellor: booked } = await inviteCounsellor(s, { firstName: 'Zara', lastName: 'Booked' });
    const slotsOf = async (id: string) => {
      const response = await get(`/api/counsellors/${id}/slots`);
      expect(response.statusCode).toBe(200);
      return response.json<{ date: string; slot: number }[]>();
    };
    const before = await slotsOf(booked._id);
    expect(before[0]).toEqual({ date: SUITE_TODAY, slot: 9 });
    expect(before).toHaveLength(8 * 12);
    expect(before.at(-1)).toEqual({ date: addCalendarDays(SUITE_TODAY, 7), slot: 20 });

    const [row] = await s.t.database.db
      .insert(appointments)
      .values({
        userId: s.user.id,
        counsellorId: booked._id,
        date: SUITE_TODAY,
        slot: 9,
        ...sealedReason('Stress at work.'),
        status: 'pending',
      })
      .returning({ id: appointments.id });
    const after = await slotsOf(booked._id);
    expect(after).not.toContainEqual({ date: SUITE_TODAY, slot: 9 });
    expect(after).toHaveLength(8 * 12 - 1);
    const list = await publicList();
    const mine = list.find((c) => c._id === booked._id);
    expect(mine?.nextFree).toEqual({ date: SUITE_TODAY, slot: 10 });
    // Everyone else is free at 9: the booked one comes after them, whatever the name.
    expect(list.at(-1)?._id).toBe(booked._id);
    const names = list.slice(0, -1).map((c) => `${c.firstName} ${c.lastName}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    // A cancelled session frees the hour again.
    await s.t.database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, row?.id ?? ''));
    expect(await slotsOf(booked._id)).toContainEqual({ date: SUITE_TODAY, slot: 9 });
  });
});
