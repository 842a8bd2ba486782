import { and, eq, gte, isNull, like, not, or, sql } from 'drizzle-orm';
import { readIstClock } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { appointments } from '../../db/schema/index.ts';

/**
 * Sessions accepted before the session room existed (or while MEETING_PROVIDER was `link`) keep
 * an outside link: with `sukoon` or `jitsi`, the ones still to come move into the product's room,
 * so what the dashboard and desk show is the room that works. Idempotent across instances.
 */
export async function moveRoomsIntoProduct(ctx: Pick<AppContext, 'config' | 'db' | 'now'>): Promise<number> {
  if (ctx.config.sessions.meeting.provider === 'link') return 0;
  const prefix = `${ctx.config.appUrl}/session/`;
  const today = readIstClock(ctx.now()).today;
  const moved = await ctx.db
    .update(appointments)
    .set({ meetingLink: sql`${prefix} || ${appointments.id}::text` })
    .where(
      and(
        eq(appointments.status, 'accepted'),
        gte(appointments.date, today),
        or(isNull(appointments.meetingLink), not(like(appointments.meetingLink, `${prefix}%`))),
      ),
    )
    .returning({ id: appointments.id });
  return moved.length;
}
