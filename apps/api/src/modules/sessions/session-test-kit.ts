import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, notifications } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users-fixture.ts';
import { jobStates } from '../../../test/owed-refund.ts';

/** Waits until a queue has nothing waiting, running or waiting to retry. */
export async function settled(t: TestApp, name: string): Promise<void> {
  await expect
    .poll(
      async () =>
        Object.keys(await jobStates(t, name)).filter((state) => !['completed', 'failed'].includes(state)),
      { timeout: 20_000, interval: 100 },
    )
    .toEqual([]);
}

/** Sends a job and waits for its run to end. */
export async function runJob(t: TestApp, name: string): Promise<void> {
  await t.app.jobs.send(name);
  await settled(t, name);
}

/** The in-app notifications of a person, as stored (kind and the event they name). */
export async function notificationsOf(t: TestApp, user: { id: string }) {
  const rows = await t.database.db
    .select({ kind: notifications.kind, dedupeKey: notifications.dedupeKey, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, user.id));
  return rows;
}

/** The id of the one appointment a client booked. */
export async function appointmentIdOf(t: TestApp, client: TestUser): Promise<string> {
  const [row] = await t.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.userId, client.id));
  if (!row) throw new Error('no appointment');
  return row.id;
}

export const decide = (t: TestApp, by: TestUser, id: string, status: 'accepted' | 'rejected' | 'cancelled') =>
  t.app.inject({ method: 'POST', url: `/api/appointments/${id}`, headers: by.headers, payload: { status } });
