import { asc, eq } from 'drizzle-orm';
import type { WeeklyHours, TimeOff } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { counsellorTimeOff, counsellors } from '../../db/schema/index.ts';

export async function findTimeOff(db: DbOrTx, counsellorId: string): Promise<TimeOff[]> {
  return db
    .select({ from: counsellorTimeOff.fromDate, to: counsellorTimeOff.toDate })
    .from(counsellorTimeOff)
    .where(eq(counsellorTimeOff.counsellorId, counsellorId))
    .orderBy(asc(counsellorTimeOff.fromDate));
}

/** Replaces the weekly hours and the whole time-off list; the caller holds a transaction. */
export async function replaceCalendar(
  db: DbOrTx,
  counsellorId: string,
  calendar: { weekly: WeeklyHours; timeOff: readonly TimeOff[] },
  now: Date,
): Promise<void> {
  await db
    .update(counsellors)
    .set({ weeklyHours: calendar.weekly, updatedAt: now })
    .where(eq(counsellors.id, counsellorId));
  await db.delete(counsellorTimeOff).where(eq(counsellorTimeOff.counsellorId, counsellorId));
  if (calendar.timeOff.length === 0) return;
  await db
    .insert(counsellorTimeOff)
    .values(calendar.timeOff.map(({ from, to }) => ({ counsellorId, fromDate: from, toDate: to })));
}
