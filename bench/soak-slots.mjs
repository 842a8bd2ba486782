// Which appointment slots the soak may hold next. The soak is the server's only client, so it
// knows every slot it took; the server's rules (packages/contract/src/slots.ts) decide the rest.
import {
  BOOKING_WINDOW_DAYS,
  SLOT_HOLD_MINUTES,
  SLOT_HOURS,
  addCalendarDays,
  isBookableSlot,
  readIstClock,
} from '@sukoon/contract';

// An abandoned hold frees its slot once its 15 minutes are over; the margin covers clock skew
// between this process and the server.
const HOLD_RELEASE_MS = (SLOT_HOLD_MINUTES + 1) * 60_000;
// A slot must stay bookable for the whole flow, so slots starting soon are left alone.
const START_MARGIN_MS = 15 * 60_000;

export function createSlotBook(now = () => new Date()) {
  /** `date|hour` → { until } (ms; Infinity while a request is pending or accepted). */
  const taken = new Map();
  let cursor = 0;

  // Tomorrow onwards: today's slots close one by one as the hours begin.
  const windowSlots = () => {
    const instant = now();
    const { today } = readIstClock(instant);
    const later = new Date(instant.getTime() + START_MARGIN_MS);
    const days = Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addCalendarDays(today, i + 1));
    return days
      .flatMap((date) => SLOT_HOURS.map((slot) => ({ date, slot })))
      .filter(({ date, slot }) => isBookableSlot(date, slot, later));
  };
  const key = ({ date, slot }) => `${date}|${slot}`;
  const isFree = (slot) => (taken.get(key(slot))?.until ?? 0) < now().getTime();

  return {
    /** The next free slot, walking the window in date order so that days fill up in turn. */
    take() {
      const slots = windowSlots();
      for (let step = 0; step < slots.length; step++) {
        const slot = slots[(cursor + step) % slots.length];
        if (isFree(slot)) {
          cursor = (cursor + step + 1) % slots.length;
          taken.set(key(slot), { until: Infinity });
          return slot;
        }
      }
      return undefined;
    },
    /** Unpaid: the server frees the slot when the hold runs out. */
    abandon(slot) {
      taken.set(key(slot), { until: now().getTime() + HOLD_RELEASE_MS });
    },
    /** Rejected by the admin: bookable again at once. */
    release(slot) {
      taken.delete(key(slot));
    },
    counts() {
      const slots = windowSlots();
      const free = slots.filter(isFree).length;
      return { free, total: slots.length };
    },
  };
}
