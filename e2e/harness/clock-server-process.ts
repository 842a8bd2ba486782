import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { E2E_ADMIN, E2E_PORT, E2E_ROOT, E2E_SMTP_PORT } from './e2e-env.ts';

/**
 * A second server for journeys that need the server to live at another time (a session that has
 * ended): its own port and data, the journeys' mail server, and a clock moved through
 * `clock-server.ts`. Ports follow E2E_PORT like the rest (+14 mail and +15 OpenID are taken).
 */
export const CLOCK_SERVER_PORT = E2E_PORT + 16;
export const CLOCK_CONTROL_PORT = E2E_PORT + 17;
export const CLOCK_SERVER_URL = `http://localhost:${CLOCK_SERVER_PORT}`;
const DATA_DIR = path.join(E2E_ROOT, 'clock-server-data');

async function waitForHealth(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${CLOCK_SERVER_URL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the clock server did not become healthy within ${timeoutMs} ms`);
}

/** Starts it with demo content and the demo counsellors; resolves to its stop. */
export async function startClockServer(): Promise<() => Promise<void>> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/harness/clock-server.ts'], {
    env: {
      ...process.env,
      PORT: String(CLOCK_SERVER_PORT),
      HOST: '127.0.0.1',
      CLOCK_PORT: String(CLOCK_CONTROL_PORT),
      APP_URL: CLOCK_SERVER_URL,
      DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Sukoon <no-reply@sukoon.test>',
      PAYMENT_PROVIDER: 'simulated',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      SEED_DEMO_COUNSELLORS: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    // tsx compiles the API at start: slower than the bundle, more so on a busy machine.
    await waitForHealth(150_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return async () => {
    server.kill('SIGTERM');
    await exited;
  };
}

/** Moves the server's clock to `at` (it keeps ticking from there). */
export async function setServerClock(at: Date): Promise<void> {
  const answer = await fetch(`http://127.0.0.1:${CLOCK_CONTROL_PORT}/clock`, {
    method: 'PUT',
    body: at.toISOString(),
  });
  if (!answer.ok) throw new Error(`the clock server refused ${at.toISOString()}`);
}
