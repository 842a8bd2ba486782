import type { ClientAppointment } from '@sukoon/contract/appointments';
import { sessionEnd, sessionStart } from '@sukoon/contract/sessions';

const HOUR_MS = 60 * 60 * 1000;

type Session = Pick<ClientAppointment, 'date' | 'slot' | 'status'>;

export const hasEnded = (session: Session, now: Date): boolean =>
  now >= sessionEnd(session.date, session.slot);

/**
 * Whether the client may still move it: pending or accepted, not moved before, and more than the
 * cutoff before it starts. The server decides; this only keeps a button away that would be refused.
 */
export function canReschedule(
  session: Session & Pick<ClientAppointment, 'rescheduled'>,
  now: Date,
  cutoffHours: number,
): boolean {
  if (session.status !== 'pending' && session.status !== 'accepted') return false;
  if (session.rescheduled) return false;
  return now.getTime() <= sessionStart(session.date, session.slot).getTime() - cutoffHours * HOUR_MS;
}

/** The client is asked for feedback once an accepted session has ended, until they have given it. */
export const isFeedbackDue = (session: Session & Pick<ClientAppointment, 'feedbackGiven'>, now: Date) =>
  session.status === 'accepted' && hasEnded(session, now) && !session.feedbackGiven;

/** Sessions still to come first, soonest first; then the ones that have ended, latest first. */
export function arrangeMyAppointments<T extends Session>(appointments: readonly T[], now: Date): T[] {
  const soonest = (a: T, b: T) => a.date.localeCompare(b.date) || a.slot - b.slot;
  const ahead = appointments.filter((item) => !hasEnded(item, now)).sort(soonest);
  const over = appointments.filter((item) => hasEnded(item, now)).sort((a, b) => soonest(b, a));
  return [...ahead, ...over];
}
