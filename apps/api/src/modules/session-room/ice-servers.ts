import { createHmac } from 'node:crypto';
import type { IceServer } from '@sukoon/contract/session-room';
import type { MeetingConfig } from '../../config/env.ts';

/** How long a person's TURN credentials last: longer than any open room (85 minutes). */
export const TURN_CREDENTIAL_SECONDS = 4 * 60 * 60;

/**
 * Short-lived TURN credentials by the TURN REST convention coturn's `use-auth-secret` checks:
 * the username is the expiry (Unix seconds) and the person's id, the password its HMAC-SHA1 under
 * the shared secret. Nothing is stored; the relay checks them on its own.
 */
export function turnCredentials(secret: string, userId: string, now: Date) {
  const expiry = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The STUN and TURN servers a person's browser is given for one call. */
export function iceServersFor(meeting: MeetingConfig, userId: string, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (meeting.stunUrls.length > 0) servers.push({ urls: meeting.stunUrls });
  if (meeting.turn) {
    servers.push({ urls: meeting.turn.urls, ...turnCredentials(meeting.turn.secret, userId, now) });
  }
  return servers;
}
