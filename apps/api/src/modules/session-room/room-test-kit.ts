import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { SignalServerMessage } from '@sukoon/contract/session-room';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestUser } from '../../../test/users-fixture.ts';
import { bookAndPay } from '../appointments/appointments-test-kit.ts';
import { appointmentIdOf, decide } from '../sessions/session-test-kit.ts';
import type { TestCounsellor } from '../appointments/counsellor-test-kit.ts';

/** Sunday 22 November 2026, 15:00–16:00 IST: the room is open 09:20–10:45 UTC. */
export const SESSION = { date: '2026-11-22', slot: 15 } as const;
export const BEFORE_BOOKING = '2026-11-21T05:00:00.000Z';
export const ROOM_OPENS = '2026-11-22T09:20:00.000Z';
export const DURING = '2026-11-22T09:35:00.000Z';
export const ROOM_CLOSES = '2026-11-22T10:45:00.000Z';

/** A paid request of `client` with `counsellor`, accepted by them unless told otherwise. */
export async function bookSession(
  t: TestApp,
  client: TestUser,
  counsellor: TestCounsellor,
  status: 'accepted' | 'pending' | 'cancelled' = 'accepted',
): Promise<string> {
  await bookAndPay(t, client, { ...SESSION, counsellorId: counsellor.counsellorId });
  const id = await appointmentIdOf(t, client);
  if (status === 'pending') return id;
  const accepted = await decide(t, counsellor, id, 'accepted');
  if (accepted.statusCode !== 200) throw new Error(accepted.body);
  if (status === 'cancelled') await decide(t, counsellor, id, 'cancelled');
  return id;
}

/** The app listening on 127.0.0.1, for real WebSocket clients. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return address.replace(/^http/, 'ws');
}

/** A browser's side of the signal socket: what it received, and how it was closed. */
export interface SignalClient {
  socket: WebSocket;
  received: SignalServerMessage[];
  /** Resolves with the first message of `type` (received before or after the call). */
  next(type: SignalServerMessage['type'], count?: number): Promise<SignalServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

export async function openSignal(base: string, appointmentId: string, query = ''): Promise<SignalClient> {
  const socket = new WebSocket(`${base}/api/sessions/${appointmentId}/signal${query}`);
  const received: SignalServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (raw: Buffer) => {
    received.push(JSON.parse(raw.toString()) as SignalServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(type, count = 1) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.filter((message) => message.type === type);
        if (found.length >= count) return found[count - 1] as SignalServerMessage;
        if (socket.readyState === WebSocket.CLOSED || Date.now() > deadline) {
          throw new Error(`no ${type} (${count}); got ${JSON.stringify(received)}`);
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}

/** Opens the socket and says hello with the person's token. */
export async function joinRoom(base: string, appointmentId: string, user: TestUser): Promise<SignalClient> {
  const client = await openSignal(base, appointmentId);
  client.send({ type: 'hello', token: user.token });
  return client;
}
