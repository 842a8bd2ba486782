import type { ClientAppointment } from '@sukoon/contract/appointments';
import { sessionEnd } from '@sukoon/contract/sessions';
import { readPersonalCopy, savePersonalCopy } from '../../../lib/this-device.ts';

/**
 * The offline copy of a person's upcoming sessions: only what DESIGN allows it, the time, the
 * counsellor's first name and the room link; never the reason for the session.
 */
export interface SavedSession {
  date: string;
  slot: number;
  counsellorFirstName: string | null;
  roomLink: string | null;
}

export interface SessionsCopy {
  savedAt: string;
  sessions: SavedSession[];
}

const COPY_NAME = 'upcoming-sessions';
/** A session stays in the copy until it has ended. */
const hasNotEnded = (session: { date: string; slot: number }, now: Date) =>
  sessionEnd(session.date, session.slot).getTime() > now.getTime();

/** The accepted sessions still to come, soonest first, as the copy keeps them. */
export function toSessionsCopy(appointments: readonly ClientAppointment[], now: Date): SessionsCopy {
  const sessions = appointments
    .filter((item) => item.status === 'accepted' && hasNotEnded(item, now))
    .sort((a, b) => a.date.localeCompare(b.date) || a.slot - b.slot)
    .map((item) => ({
      date: item.date,
      slot: item.slot,
      counsellorFirstName: item.counsellor?.firstName ?? null,
      roomLink: item.meetingLink ?? null,
    }));
  return { savedAt: now.toISOString(), sessions };
}

export const saveSessionsCopy = (copy: SessionsCopy) => savePersonalCopy(COPY_NAME, copy);

/** The copy as saved, less the sessions that have ended since; null when this phone keeps none. */
export async function readSessionsCopy(now: Date): Promise<SessionsCopy | null> {
  const copy = (await readPersonalCopy(COPY_NAME)) as SessionsCopy | null;
  if (!copy || !Array.isArray(copy.sessions)) return null;
  return { ...copy, sessions: copy.sessions.filter((session) => hasNotEnded(session, now)) };
}
