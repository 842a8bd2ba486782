import { z } from 'zod';
import { sessionEnd, sessionStart } from './sessions.ts';

/** How a session's room is made (DESIGN "The session room"); `sukoon` is the default. */
export const MEETING_PROVIDERS = ['sukoon', 'jitsi', 'link'] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];

/** The room opens this long before a session starts… */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
/** …and closes this long after it ends. */
export const ROOM_CLOSES_MINUTES_AFTER = 15;

export const ROOM_STATES = ['waiting', 'open', 'ended'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

export const ROOM_ROLES = ['client', 'counsellor'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** When a session's room opens and closes. */
export function roomWindow(date: string, slot: number): { opensAt: Date; closesAt: Date } {
  const opensAt = new Date(sessionStart(date, slot).getTime() - ROOM_OPENS_MINUTES_BEFORE * 60_000);
  const closesAt = new Date(sessionEnd(date, slot).getTime() + ROOM_CLOSES_MINUTES_AFTER * 60_000);
  return { opensAt, closesAt };
}

/** Whether a session's room is waiting, open or over at `now`. */
export function roomStateAt(date: string, slot: number, now: Date): RoomState {
  const { opensAt, closesAt } = roomWindow(date, slot);
  if (now < opensAt) return 'waiting';
  return now < closesAt ? 'open' : 'ended';
}

/** One entry of `RTCConfiguration.iceServers`, as the browser takes it. */
export const iceServer = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServer>;

export const ICE_TRANSPORT_POLICIES = ['all', 'relay'] as const;
export type IceTransportPolicy = (typeof ICE_TRANSPORT_POLICIES)[number];

/** What the `jitsi` provider's page needs to embed the room through Jitsi's IFrame API. */
export const jitsiRoom = z.object({
  /** The Jitsi server's host name; `external_api.js` is loaded from `https://{domain}/`. */
  domain: z.string(),
  /** For JaaS this is `{appId}/{room}`, as the IFrame API takes it. */
  roomName: z.string(),
  /** A token signed for this person alone: moderator for the counsellor, not for the client. */
  jwt: z.string(),
});
export type JitsiRoom = z.infer<typeof jitsiRoom>;

/** `GET /api/sessions/{appointmentId}/room`: the client or the counsellor of an accepted session. */
export const sessionRoomResponse = z.object({
  provider: z.enum(MEETING_PROVIDERS),
  state: z.enum(ROOM_STATES),
  /** ISO instants: the room opens, the session starts, it ends (the room closes 15 minutes later). */
  opensAt: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  role: z.enum(ROOM_ROLES),
  peer: z.object({ firstName: z.string() }),
  /** `sukoon`: the STUN and TURN servers, with short-lived TURN credentials for this person. */
  iceServers: z.array(iceServer).optional(),
  /** `sukoon`: `relay` when every call must go through the TURN relay (`TURN_POLICY=relay`). */
  iceTransportPolicy: z.enum(ICE_TRANSPORT_POLICIES).optional(),
  jitsi: jitsiRoom.optional(),
  /** `link`: the room outside the product. */
  link: z.string().optional(),
});
export type SessionRoomResponse = z.infer<typeof sessionRoomResponse>;

/** The room's own page, the `meetingLink` of `sukoon` and `jitsi` sessions. */
export const sessionRoomPath = (appointmentId: string): string => `/session/${appointmentId}`;
/** The set-up WebSocket's path (same origin as the API, `ws:`/`wss:`). */
export const sessionSignalPath = (appointmentId: string): string => `/api/sessions/${appointmentId}/signal`;

/** The largest message either side may send on the signal socket, in bytes (an SDP offer fits). */
export const SIGNAL_MAX_MESSAGE_BYTES = 16 * 1024;
/** At most this many messages in any SIGNAL_RATE_WINDOW_MS per connection; more closes it. */
export const SIGNAL_RATE_LIMIT = 120;
export const SIGNAL_RATE_WINDOW_MS = 10_000;
/** The first message must arrive within this long after the socket opens. */
export const SIGNAL_HELLO_TIMEOUT_MS = 10_000;

/**
 * The codes the server closes the signal socket with (4000–4999 are the application's). The reason
 * text is a short English key the page maps to its own words.
 */
export const SIGNAL_CLOSE_CODES = {
  /** The room closed (15 minutes after the session's end): sent after `room-closing`. */
  roomClosed: 4000,
  /** No valid `hello` first, a bad token, or a token in the address. */
  unauthorised: 4001,
  /** Not this session's client or counsellor, or the session is not accepted. */
  forbidden: 4003,
  /** The session does not exist (or the caller may not know that it does). */
  notFound: 4004,
  /** The room is not open yet (it opens 10 minutes before the start). */
  notOpenYet: 4005,
  /** The same person joined again elsewhere: the newer connection takes over. */
  replaced: 4006,
  /** A message that is not one of the protocol's (one past SIGNAL_MAX_MESSAGE_BYTES closes with 1009). */
  badMessage: 4007,
  /** Too many messages too fast. */
  tooManyMessages: 4008,
  /** The server is shutting down; the page reconnects. */
  goingAway: 1001,
} as const;
export type SignalCloseCode = (typeof SIGNAL_CLOSE_CODES)[keyof typeof SIGNAL_CLOSE_CODES];

/**
 * An SDP description (`RTCSessionDescriptionInit`) or an ICE candidate (`RTCIceCandidateInit`;
 * null ends the candidates). Loose objects: the server checks the shape and relays the message as
 * it came, so the browsers may add fields of their own.
 */
export const signalPayload = z.union([
  z.looseObject({
    description: z.looseObject({
      type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
      sdp: z.string().optional(),
    }),
  }),
  z.looseObject({
    candidate: z
      .looseObject({
        candidate: z.string(),
        sdpMid: z.string().nullable().optional(),
        sdpMLineIndex: z.number().int().nullable().optional(),
        usernameFragment: z.string().nullable().optional(),
      })
      .nullable(),
  }),
]);
export type SignalPayload = z.infer<typeof signalPayload>;

/** Browser → server. The first message must be `hello`; the token never goes in the address. */
export const signalClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().min(1) }),
  z.object({ type: z.literal('signal'), data: signalPayload }),
]);
export type SignalClientMessage = z.infer<typeof signalClientMessage>;

/** Server → browser. `signal` is relayed as-is from the other person only. */
export const signalServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), role: z.enum(ROOM_ROLES), peerPresent: z.boolean() }),
  z.object({ type: z.literal('signal'), data: signalPayload }),
  z.object({ type: z.literal('peer-joined') }),
  z.object({ type: z.literal('peer-left') }),
  /** The room is closing now; the socket closes with `roomClosed` right after. */
  z.object({ type: z.literal('room-closing') }),
]);
export type SignalServerMessage = z.infer<typeof signalServerMessage>;

/** One join (and its leave) of the session room, as the counsellor's desk and admins see it. */
export const sessionAttendanceEntry = z.object({
  role: z.enum(ROOM_ROLES),
  firstName: z.string(),
  joinedAt: z.string(),
  /** Null while the person is still in the room. */
  leftAt: z.string().nullable(),
});
export type SessionAttendanceEntry = z.infer<typeof sessionAttendanceEntry>;

/** Attendance of one session, oldest join first; `clientJoined` is false when the client never came. */
export const sessionAttendance = z.object({
  clientJoined: z.boolean(),
  counsellorJoined: z.boolean(),
  entries: z.array(sessionAttendanceEntry),
});
export type SessionAttendance = z.infer<typeof sessionAttendance>;
