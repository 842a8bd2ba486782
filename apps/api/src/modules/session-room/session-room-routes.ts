import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { errorResponse, idParam } from '@sukoon/contract';
import {
  SIGNAL_MAX_MESSAGE_BYTES,
  sessionAttendance,
  sessionRoomResponse,
} from '@sukoon/contract/session-room';
import type { ZodApp } from '../../lib/zod-app.ts';
import { badRequest } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { SessionRoomService } from './session-room-service.ts';
import type { SignalHub } from './signal-hub.ts';
import { handleSignalSocket } from './signal-socket.ts';

const tags = ['sessions'];

/** A token in an address ends up in logs, proxies and history: the socket takes it as a message. */
async function refuseTokenInAddress(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && ('token' in query || 'access_token' in query)) {
    throw badRequest('token: send it as the first message, never in the address.');
  }
}

export async function registerSessionRoomRoutes(
  app: ZodApp,
  deps: { rooms: SessionRoomService; hub: SignalHub; now: () => Date },
): Promise<void> {
  const sockets = new Set<ReturnType<typeof handleSignalSocket>>();
  await app.register(websocket, {
    // Larger messages close the socket with 1009 (message too big).
    options: { maxPayload: SIGNAL_MAX_MESSAGE_BYTES },
    preClose: async () => {
      await Promise.all([...sockets].map((socket) => socket.goAway()));
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  app.get(
    '/api/sessions/:id/room',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'The client or the counsellor of an accepted session: its room (provider, state by time, the other person, and while open what the browser needs to join)',
        params: idParam,
        response: { 200: sessionRoomResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    (request) => deps.rooms.describeRoom(currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/sessions/:id/attendance',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "The session's client or counsellor, or an admin: who came into the session's room and when they left, oldest first",
        params: idParam,
        response: { 200: sessionAttendance, 401: errorResponse, 404: errorResponse },
      },
    },
    (request) => deps.rooms.readAttendance(currentUser(request), request.params.id),
  );

  app.get(
    '/api/sessions/:id/signal',
    {
      websocket: true,
      onRequest: refuseTokenInAddress,
      schema: { tags, params: idParam },
    },
    (socket, request) => {
      const handled = handleSignalSocket(socket, request.params.id, {
        rooms: deps.rooms,
        hub: deps.hub,
        userOfToken: (token) => app.userOfToken(token),
        now: deps.now,
        log: request.log,
      });
      sockets.add(handled);
      socket.on('close', () => sockets.delete(handled));
    },
  );
}
