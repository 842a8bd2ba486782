import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WeeklyHours } from '@sukoon/contract';
import { counsellors } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createUserWithToken, type TestUser } from '../../../test/users-fixture.ts';

/** A counsellor made straight in the database: their account (can log in) and their profile. */
export interface TestCounsellor extends TestUser {
  counsellorId: string;
  slug: string;
  password: string;
}

export async function createCounsellor(
  t: TestApp,
  fields: { firstName?: string; weeklyHours?: WeeklyHours; active?: boolean; createdAt?: Date } = {},
): Promise<TestCounsellor> {
  const password = `counsellor password ${randomUUID().slice(0, 8)}`;
  const user = await createUserWithToken(t, 'counsellor', {
    firstName: fields.firstName ?? 'Meera',
    lastName: 'Rao',
    passwordHash: await hashPassword(password),
  });
  const slug = `${(fields.firstName ?? 'meera').toLowerCase()}-${randomUUID().slice(0, 8)}`;
  const [row] = await t.database.db
    .insert(counsellors)
    .values({
      userId: user.id,
      slug,
      title: 'Counselling Psychologist',
      bio: 'Listens first.',
      languages: ['English'],
      specialities: ['anxiety'],
      ...(fields.weeklyHours ? { weeklyHours: fields.weeklyHours } : {}),
      active: fields.active ?? true,
      // "Any available counsellor" breaks ties in creation order: a test can fix that order.
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning({ id: counsellors.id });
  if (!row) throw new Error('could not create the test counsellor');
  return { ...user, counsellorId: row.id, slug, password };
}

/** Stops new bookings for a counsellor, as the admin's deactivate does. */
export async function deactivateCounsellor(t: TestApp, counsellor: TestCounsellor): Promise<void> {
  await t.database.db
    .update(counsellors)
    .set({ active: false })
    .where(eq(counsellors.id, counsellor.counsellorId));
}

/** Deactivates every counsellor, so that a test starts from the spec's one calendar. */
export async function deactivateAllCounsellors(t: TestApp): Promise<void> {
  await t.database.db.update(counsellors).set({ active: false });
}
