import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  SIGNAL_CLOSE_CODES,
  SIGNAL_HELLO_TIMEOUT_MS,
  SIGNAL_RATE_LIMIT,
  SIGNAL_RATE_WINDOW_MS,
  signalClientMessage,
  type SignalServerMessage,
} from '@sukoon/contract/session-room';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import type { SignalHub, RoomConnection } from './signal-hub.ts';
import type { RoomRefusal, SessionRoomService } from './session-room-service.ts';

export interface SignalSocketDeps {
  rooms: Pick<SessionRoomService, 'admit' | 'join' | 'leave'>;
  hub: SignalHub;
  userOfToken: (token: string) => Promise<AuthenticatedUser | undefined>;
  now: () => Date;
  log: FastifyBaseLogger;
}

const REFUSAL_CLOSE: Record<RoomRefusal, [number, string]> = {
  'not-found': [SIGNAL_CLOSE_CODES.notFound, 'not-found'],
  'not-open-yet': [SIGNAL_CLOSE_CODES.notOpenYet, 'not-open-yet'],
  closed: [SIGNAL_CLOSE_CODES.roomClosed, 'room-closed'],
};

/** Counts a socket's messages in a sliding window; past the limit the socket is closed. */
function createRateCounter(now: () => number) {
  const stamps: number[] = [];
  return () => {
    const time = now();
    while (stamps.length > 0 && (stamps[0] ?? 0) <= time - SIGNAL_RATE_WINDOW_MS) stamps.shift();
    stamps.push(time);
    return stamps.length <= SIGNAL_RATE_LIMIT;
  };
}

/**
 * One signal socket, from `hello` to close: authenticate by the first message, admit only the
 * session's two people while the room is open, record the join and the leave, relay `signal`
 * messages to the other person as they came, and close the socket when the room closes.
 */
export function handleSignalSocket(socket: WebSocket, appointmentId: string, deps: SignalSocketDeps) {
  let connection: RoomConnection | undefined;
  let attendanceId: string | undefined;
  let wasReplaced = false;
  let isClosed = false;
  let closeTimer: NodeJS.Timeout | undefined;
  // Messages arriving while `hello` is checked wait their turn rather than overtake it.
  let queue = Promise.resolve();
  const isWithinRate = createRateCounter(() => performance.now());
  const send = (message: SignalServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const close = (code: number, reason: string) => {
    if (!isClosed) socket.close(code, reason);
    isClosed = true;
  };
  const helloTimer = setTimeout(
    () => close(SIGNAL_CLOSE_CODES.unauthorised, 'hello-expected'),
    SIGNAL_HELLO_TIMEOUT_MS,
  );

  async function hello(token: string) {
    const user = await deps.userOfToken(token);
    if (!user) return close(SIGNAL_CLOSE_CODES.unauthorised, 'unauthorised');
    const pass = await deps.rooms.admit(user.id, appointmentId);
    if (typeof pass === 'string') return close(...REFUSAL_CLOSE[pass]);
    if (isClosed) return;
    const joined = await deps.rooms.join(pass);
    attendanceId = joined.attendanceId;
    connection = {
      id: randomUUID(),
      room: appointmentId,
      userId: user.id,
      role: pass.role,
      send,
      replace: () => {
        wasReplaced = true;
        close(SIGNAL_CLOSE_CODES.replaced, 'replaced');
      },
    };
    if (isClosed) return;
    send({ type: 'welcome', role: pass.role, peerPresent: joined.isPeerPresent });
    await deps.hub.enter(connection);
    closeTimer = setTimeout(
      () => {
        send({ type: 'room-closing' });
        close(SIGNAL_CLOSE_CODES.roomClosed, 'room-closed');
      },
      Math.max(0, pass.closesAt.getTime() - deps.now().getTime()),
    );
  }

  async function receive(text: string) {
    if (isClosed) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return close(SIGNAL_CLOSE_CODES.badMessage, 'bad-message');
    }
    const message = signalClientMessage.safeParse(parsed);
    if (!message.success) return close(SIGNAL_CLOSE_CODES.badMessage, 'bad-message');
    if (message.data.type === 'hello') {
      if (connection || attendanceId) return close(SIGNAL_CLOSE_CODES.badMessage, 'bad-message');
      clearTimeout(helloTimer);
      return hello(message.data.token);
    }
    if (!connection) return close(SIGNAL_CLOSE_CODES.unauthorised, 'hello-expected');
    // The description or candidate goes on exactly as the browser wrote it.
    await deps.hub.relay(connection, (parsed as { data: unknown }).data);
  }

  socket.on('message', (raw, isBinary) => {
    if (isBinary) return close(SIGNAL_CLOSE_CODES.badMessage, 'bad-message');
    if (!isWithinRate()) return close(SIGNAL_CLOSE_CODES.tooManyMessages, 'too-many-messages');
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.concat(raw as Buffer[]).toString();
    queue = queue
      .then(() => receive(text))
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'session signal: a message failed');
        close(1011, 'server-error');
      });
  });

  const hasLeft = new Promise<void>((resolve) => {
    socket.on('close', () => {
      isClosed = true;
      clearTimeout(helloTimer);
      clearTimeout(closeTimer);
      queue = queue
        .then(async () => {
          if (connection) await deps.hub.exit(connection, wasReplaced);
          if (attendanceId) await deps.rooms.leave(attendanceId);
        })
        .catch((error: unknown) => deps.log.error({ err: error }, 'session signal: a leave was not recorded'))
        .finally(resolve);
    });
  });

  return {
    /** Shutdown: the page reconnects, to this instance's successor or another one. */
    goAway: async () => {
      close(SIGNAL_CLOSE_CODES.goingAway, 'going-away');
      // A peer that never answers the close is cut off, so shutdown is not held up.
      const cutOff = setTimeout(() => socket.terminate(), 2000);
      await hasLeft;
      clearTimeout(cutOff);
    },
  };
}
