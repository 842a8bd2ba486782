import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { coalesced } from '../../lib/coalesced.ts';
import { loadActiveCalendars, loadBookedKeys, type CounsellorCalendarRow } from '../../lib/free-slots.ts';

/** Every active counsellor's calendar and the window's bookings, read at one instant. */
export interface Availability {
  now: Date;
  calendars: CounsellorCalendarRow[];
  booked: ReadonlySet<string>;
}

export async function readAvailability(db: DbOrTx, now: Date): Promise<Availability> {
  const [calendars, booked] = await Promise.all([loadActiveCalendars(db, now), loadBookedKeys(db, now)]);
  return { now, calendars, booked };
}

/** What the public pages ask of the counsellors' calendars; see createAvailabilityReader. */
export type AvailabilityReader = () => Promise<Availability>;

/**
 * The read behind the counsellors list, a counsellor's free hours and the hours nobody is free.
 * Every booking changes it, so it is never kept; instead, requests that arrive while a read is
 * under way share the next one (lib/coalesced), so an answer still reflects every booking made
 * before its request arrived, and fifty visitors at once cost two reads, not fifty. Bookings
 * themselves never use it: they read inside their own transaction.
 */
export function createAvailabilityReader(ctx: Pick<AppContext, 'db' | 'now'>): AvailabilityReader {
  return coalesced(() => readAvailability(ctx.db, ctx.now()));
}
