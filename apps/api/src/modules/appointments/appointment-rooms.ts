import { randomBytes } from 'node:crypto';
import { sessionRoomPath } from '@sukoon/contract/session-room';
import type { AppConfig } from '../../config/env.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 24 base32 characters: 120 random bits, beyond guessing a room. */
const ROOM_NAME_LENGTH = 24;

/**
 * MEETING_PROVIDER=link: the meeting server's address plus a name nobody can guess, since anyone
 * who knows a Jitsi room's name can walk in. Only the client and the counsellor are ever shown it.
 */
export function newMeetingLink(meetingBaseUrl: string): string {
  const name = [...randomBytes(ROOM_NAME_LENGTH)].map((byte) => BASE32[byte % 32]).join('');
  return `${meetingBaseUrl}/sukoon-${name}`;
}

/**
 * The room an accepted session is given: its own page in the product (`sukoon`, `jitsi`), where
 * only its client and counsellor get in, or an outside link (`link`).
 */
export function meetingLinkFor(
  config: Pick<AppConfig, 'appUrl' | 'sessions'>,
  appointmentId: string,
): string {
  return config.sessions.meeting.provider === 'link'
    ? newMeetingLink(config.sessions.meetingBaseUrl)
    : `${config.appUrl}${sessionRoomPath(appointmentId)}`;
}
