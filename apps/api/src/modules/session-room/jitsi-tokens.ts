import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { MeetingConfig } from '../../config/env.ts';

type JitsiConfig = NonNullable<MeetingConfig['jitsi']>;

/** A token lasts from a little before the room opens to a little after it closes. */
const LEEWAY_SECONDS = 5 * 60;

export interface JitsiTokenRequest {
  /** The room's own name (JaaS rooms are then addressed as `{appId}/{room}`). */
  room: string;
  userId: string;
  name: string;
  isModerator: boolean;
  notBefore: Date;
  expiresAt: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A room token per person. Self-hosted Jitsi (prosody's token auth, HS256 with the app secret)
 * reads `iss` = app id, `aud`, `sub` = its domain and `room`; 8x8 JaaS (RS256 with the key id
 * from its console) reads `iss: 'chat'`, `sub` = the tenant (app id), a string `moderator` and
 * `features`. The counsellor is moderator; the client is not, and waits in the lobby.
 */
export async function signJitsiToken(jitsi: JitsiConfig, request: JitsiTokenRequest): Promise<string> {
  const notBefore = seconds(request.notBefore) - LEEWAY_SECONDS;
  const expiresAt = seconds(request.expiresAt) + LEEWAY_SECONDS;
  if (jitsi.signing.alg === 'HS256') {
    return new SignJWT({
      room: request.room,
      context: { user: { id: request.userId, name: request.name, moderator: request.isModerator } },
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('jitsi')
      .setIssuer(jitsi.appId)
      .setSubject(jitsi.domain)
      .setIssuedAt()
      .setNotBefore(notBefore)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(jitsi.signing.secret));
  }
  return new SignJWT({
    room: request.room,
    context: {
      user: {
        id: request.userId,
        name: request.name,
        moderator: request.isModerator ? 'true' : 'false',
        'hidden-from-recorder': false,
      },
      // Nothing of a session leaves the call: no recording, streaming, transcription or dial-out.
      features: {
        livestreaming: false,
        recording: false,
        transcription: false,
        'outbound-call': false,
        'sip-outbound-call': false,
      },
    },
  })
    .setProtectedHeader({ alg: 'RS256', kid: jitsi.signing.kid, typ: 'JWT' })
    .setAudience('jitsi')
    .setIssuer('chat')
    .setSubject(jitsi.appId)
    .setIssuedAt()
    .setNotBefore(notBefore)
    .setExpirationTime(expiresAt)
    .sign(createPrivateKey(jitsi.signing.privateKey));
}

/** The name the IFrame API is given: JaaS addresses a room within its tenant. */
export const jitsiRoomName = (jitsi: JitsiConfig, room: string): string =>
  jitsi.signing.alg === 'RS256' ? `${jitsi.appId}/${room}` : room;
