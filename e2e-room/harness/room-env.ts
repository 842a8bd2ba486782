import path from 'node:path';

/**
 * The room journeys' ports and files. They run inside a network namespace of their own (only
 * loopback), so they cannot clash with anything on the machine; `ROOM_E2E_PORT` still moves them.
 */
export const ROOM_PORT = Number(process.env.ROOM_E2E_PORT ?? 3411);
export const ROOM_ROOT = path.resolve('.tmp/e2e-room');
export const ROOM_MAIL_DIR = path.join(ROOM_ROOT, 'mail');
/** Each server takes its port and the next (its clock); they sit 10 apart from ROOM_PORT. */
export const ROOM_SMTP_PORT = ROOM_PORT + 90;
export const TURN_PORT = 3478;
/** coturn's static-auth-secret for the journeys' relay (the TURN REST convention). */
export const TURN_SECRET = 'room-journeys-turn-secret-0123456789';
export const ADMIN = { email: 'admin@sukoon.test', password: 'calm-admin-password-1' };
/** Where the host's PostgreSQL is reached from inside the namespace: its Unix socket. */
export const POSTGRES_SOCKET_DIR = process.env.ROOM_PG_SOCKET_DIR ?? '/var/run/postgresql';
