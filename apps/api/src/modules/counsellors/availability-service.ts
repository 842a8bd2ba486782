import { type CounsellorAvailability } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { findTimeOff, replaceCalendar } from './availability-repository.ts';
import { findCounsellor, findCounsellorByUserId } from './counsellors-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

/**
 * A counsellor's weekly hours and time off. Booked sessions are kept apart from the calendar, so
 * changing it never cancels one: an hour given up stays booked, and is simply not offered again.
 */
export function createAvailabilityService(ctx: Pick<AppContext, 'db' | 'now'>) {
  /** The counsellor whose calendar this is: the caller's own, or for an admin the one named. */
  async function whoseCalendar(caller: AuthenticatedUser, counsellorId: string | undefined) {
    if (caller.role === 'admin') {
      if (!counsellorId)
        throw fieldError('VALIDATION_FAILED', 'counsellorId', 'errors_counsellor_id_required');
      const row = await findCounsellor(ctx.db, counsellorId);
      if (!row) throw notFound('errors_counsellor_not_found');
      return row.counsellor;
    }
    const own = caller.role === 'counsellor' ? await findCounsellorByUserId(ctx.db, caller.id) : undefined;
    if (!own || (counsellorId !== undefined && counsellorId !== own.id)) {
      throw forbidden('errors_hours_not_yours');
    }
    return own;
  }

  return {
    async readAvailability(
      caller: AuthenticatedUser,
      counsellorId?: string,
    ): Promise<CounsellorAvailability> {
      const counsellor = await whoseCalendar(caller, counsellorId);
      return { weekly: counsellor.weeklyHours, timeOff: await findTimeOff(ctx.db, counsellor.id) };
    },

    async saveAvailability(
      caller: AuthenticatedUser,
      counsellorId: string | undefined,
      availability: CounsellorAvailability,
    ): Promise<string> {
      const counsellor = await whoseCalendar(caller, counsellorId);
      await ctx.db.transaction((tx) => replaceCalendar(tx, counsellor.id, availability, ctx.now()));
      return replyText('replies_counsellor_hours_saved');
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
