import type { CounsellorAppointment } from '@sukoon/contract/counsellors';
import { isPastSlot, readIstClock } from '@sukoon/contract/slots';

export interface DeskSections {
  /** Pending requests whose hour has not begun, soonest first. */
  requests: CounsellorAppointment[];
  /** Accepted sessions today, in order (including one under way or over). */
  today: CounsellorAppointment[];
  /** Accepted sessions after today, soonest first. */
  upcoming: CounsellorAppointment[];
  /** Accepted sessions of earlier days, newest first: their notes stay at hand. */
  earlier: CounsellorAppointment[];
}

const bySoonest = (a: CounsellorAppointment, b: CounsellorAppointment) =>
  a.date.localeCompare(b.date) || a.slot - b.slot;

/** The desk's lists at `now` (IST days); rejected and cancelled requests are not on the desk. */
export function arrangeDesk(appointments: readonly CounsellorAppointment[], now: Date): DeskSections {
  const { today } = readIstClock(now);
  const sorted = [...appointments].sort(bySoonest);
  const accepted = sorted.filter((item) => item.status === 'accepted');
  return {
    requests: sorted.filter((item) => item.status === 'pending' && !isPastSlot(item.date, item.slot, now)),
    today: accepted.filter((item) => item.date === today),
    upcoming: accepted.filter((item) => item.date > today),
    earlier: accepted.filter((item) => item.date < today).reverse(),
  };
}
