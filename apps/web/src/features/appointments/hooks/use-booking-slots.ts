import { useSearchParams } from 'react-router';
import { SLOT_HOURS, bookingWindowDays, isPastSlot } from '@sukoon/contract/slots';
import { useNow } from '../../../lib/use-now.ts';
import { useCounsellorSlots } from '../api/get-counsellor-slots.ts';
import { useTakenSlots } from '../api/get-taken-slots.ts';
import {
  countFreeSlots,
  unavailableHours,
  type BookableCounsellor,
  type SlotSource,
} from '../lib/booking-choice.ts';

const NONE = new Set<number>();

/**
 * Where /booknow's free hours come from: with a counsellor chosen (`?counsellor=<slug>`), that
 * person's free hours; otherwise the hours nobody has booked. The booking window is today and the
 * next seven days, in IST.
 */
export function useBookingSlots(listed: readonly BookableCounsellor[] | undefined) {
  const counsellors = listed ?? [];
  const now = useNow();
  const days = bookingWindowDays(now);
  const [params, setParams] = useSearchParams();
  const askedSlug = params.get('counsellor');
  const counsellor = counsellors.find((item) => item.slug === askedSlug) ?? null;
  const taken = useTakenSlots();
  const counsellorSlots = useCounsellorSlots(counsellor?._id ?? null);
  const slots = counsellor ? counsellorSlots : taken;

  let source: SlotSource | null = null;
  if (counsellor && counsellorSlots.data) source = { free: counsellorSlots.data };
  else if (!counsellor && taken.data) source = { taken: taken.data };

  function chooseCounsellor(slug: string | null) {
    const next = new URLSearchParams(params);
    if (slug) next.set('counsellor', slug);
    else next.delete('counsellor');
    setParams(next, { replace: true });
  }

  return {
    now,
    days,
    counsellors,
    counsellor,
    chooseCounsellor,
    /** The first day with an hour still to come (today late in the evening has none). */
    firstOpenDay: days.find((day) => SLOT_HOURS.some((hour) => !isPastSlot(day, hour, now))) ?? days[1] ?? '',
    /** The hours of `day` that cannot be chosen (none while the hours are on their way). */
    unavailableOn: (day: string) => (source ? unavailableHours(day, source) : NONE),
    /** Per day, how many hours are still free; undefined while loading. */
    freeSlots: source ? countFreeSlots(days, source, now) : undefined,
    // A link to one counsellor waits for the list before showing anyone's hours.
    isWaiting: slots.isPending || (askedSlug !== null && listed === undefined),
    isError: slots.isError,
    // A slug the list does not know (someone no longer taking bookings) is said once the list is in.
    isUnknownCounsellor: askedSlug !== null && counsellors.length > 0 && counsellor === null,
  };
}

export type BookingSlots = ReturnType<typeof useBookingSlots>;
