import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { startMailServer } from './mail-server.ts';
import { E2E_GOOGLE_CLIENT, startOidcProvider } from './oidc-server.ts';
import {
  E2E_ADMIN,
  E2E_CONTACT,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_GRIEVANCE_OFFICER,
  E2E_MAIL_DIR,
  E2E_OIDC_PORT,
  E2E_PORT,
  E2E_ROOT,
  E2E_SMTP_PORT,
} from './e2e-env.ts';

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/**
 * The journeys run against the built product as `npm start` runs it: a fresh data directory,
 * demo content, a real SMTP server for the mails, the simulated payment gateway.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.rmSync(E2E_ROOT, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const stopMail = await startMailServer(E2E_SMTP_PORT, E2E_MAIL_DIR);
  const stopOidc = await startOidcProvider(E2E_OIDC_PORT, `${E2E_BASE_URL}/auth/google/callback`);
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Sukoon <no-reply@sukoon.test>',
      PAYMENT_PROVIDER: 'simulated',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: 'true',
      // The spec's booking journeys run on its one calendar (issue 15): no demo counsellors.
      // Journeys with counsellors add their own through the admin's invitation.
      SEED_DEMO_COUNSELLORS: 'false',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: E2E_GOOGLE_CLIENT.secret,
      GOOGLE_ISSUER: `http://localhost:${E2E_OIDC_PORT}`,
      CONTACT_ADDRESS: '',
      ...E2E_CONTACT,
      ...E2E_GRIEVANCE_OFFICER,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await waitForHealth(E2E_BASE_URL, 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    await stopMail();
    await stopOidc();
    throw error;
  }
  return async () => {
    server.kill('SIGTERM');
    await exited;
    await stopMail();
    await stopOidc();
  };
}
