import { addCalendarDays, readIstClock, sessionStart } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import type { AppointmentNoticeKind } from '../../db/schema/index.ts';
import type { SessionNotices } from './session-notices.ts';
import { listSessionsOnDays } from './session-notices-repository.ts';
import type { AppointmentsService } from '../appointments/appointments-service.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Which reminder is due for a session starting at `start`: the latest whose time has come, so a
 * session accepted 30 minutes before it begins gets the one-hour reminder at once and never a late
 * "tomorrow" one; none once it has begun.
 */
export function dueReminder(start: Date, now: Date): AppointmentNoticeKind | undefined {
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0) return undefined;
  if (ahead <= HOUR_MS) return 'reminder-1h';
  if (ahead <= 24 * HOUR_MS) return 'reminder-24h';
  return undefined;
}

/**
 * Records the reminders now due to the client and the counsellor of every accepted session (each
 * once, whoever runs this and however often), then sends their mails. A mail that could not be
 * sent stays owed (`mailsFailed`) for the job's retry; the in-app notice is never recorded twice.
 */
export type DueRemindersDeps = Pick<AppContext, 'db' | 'now'> & {
  notices: Pick<SessionNotices, 'record' | 'deliver'>;
  appointments: Pick<AppointmentsService, 'lockById'>;
};

export async function sendDueReminders(ctx: DueRemindersDeps) {
  const { notices, appointments } = ctx;
  const now = ctx.now();
  const { today } = readIstClock(now);
  // A session within the next 24 hours is on today's IST day or one of the next two.
  const sessions = await listSessionsOnDays(ctx.db, ['accepted'], {
    from: today,
    to: addCalendarDays(today, 2),
  });
  let recorded = 0;
  for (const session of sessions) {
    const kind = dueReminder(sessionStart(session.date, session.slot), now);
    if (!kind) continue;
    const people = [session.clientId, ...(session.counsellorUserId ? [session.counsellorUserId] : [])];
    await ctx.db.transaction(async (tx) => {
      // Locked: a move or cancellation commits wholly before this or after it, so a reminder is
      // never recorded for a time the session has just left.
      const current = await appointments.lockById(tx, session.id);
      if (current?.status !== 'accepted' || current.date !== session.date || current.slot !== session.slot) {
        return;
      }
      for (const userId of people) {
        if (await notices.record(tx, session.id, kind, userId)) recorded += 1;
      }
    });
  }
  const { failed } = await notices.deliver();
  return { recorded, mailsFailed: failed };
}
