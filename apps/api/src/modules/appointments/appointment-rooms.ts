import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 24 base32 characters: 120 random bits, beyond guessing a room. */
const ROOM_NAME_LENGTH = 24;

/**
 * A new session room: the meeting server's address plus a name nobody can guess, since anyone who
 * knows a Jitsi room's name can walk in. Only the client and the counsellor are ever shown it.
 */
export function newMeetingLink(meetingBaseUrl: string): string {
  const name = [...randomBytes(ROOM_NAME_LENGTH)].map((byte) => BASE32[byte % 32]).join('');
  return `${meetingBaseUrl}/sukoon-${name}`;
}
