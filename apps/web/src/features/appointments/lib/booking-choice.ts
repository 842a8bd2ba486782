import { SLOT_HOURS, isPastSlot } from '@sukoon/contract/slots';

/** Who a client can choose on /booknow: what the picker shows of each active counsellor. */
export interface BookableCounsellor {
  _id: string;
  slug: string;
  name: string;
  title: string;
  photo: string | null;
}

interface DaySlot {
  date: string;
  slot: number;
}

/** Where the free hours come from: the taken slots ("any counsellor") or one counsellor's free ones. */
export type SlotSource = { taken: readonly DaySlot[] } | { free: readonly DaySlot[] };

/**
 * The hours of `day` that cannot be chosen: with "any counsellor", those the server lists as taken;
 * with one counsellor, every hour that is not among their free ones.
 */
export function unavailableHours(day: string, source: SlotSource): Set<number> {
  if ('taken' in source) return new Set(source.taken.filter((t) => t.date === day).map((t) => t.slot));
  const free = new Set(source.free.filter((f) => f.date === day).map((f) => f.slot));
  return new Set(SLOT_HOURS.filter((hour) => !free.has(hour)));
}

/** Per day, the hours that have not begun and can be chosen. */
export function countFreeSlots(days: readonly string[], source: SlotSource, now: Date): Map<string, number> {
  return new Map(
    days.map((day) => {
      const unavailable = unavailableHours(day, source);
      return [day, SLOT_HOURS.filter((hour) => !isPastSlot(day, hour, now) && !unavailable.has(hour)).length];
    }),
  );
}
