import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { build } from 'esbuild';
import { ADMIN, ROOM_ROOT, ROOM_SMTP_PORT } from './room-env.ts';

// Beside the API's own bundle, so its packages, migrations and fonts resolve as for `npm start`.
const BUNDLE = path.resolve('apps/api/dist/e2e-room-clock-server.js');
let bundled: Promise<void> | null = null;

/**
 * The product's server as `e2e/harness/clock-server.ts` makes it (buildApp with a clock a journey
 * moves), bundled once like `npm run build` bundles the API: starting it with tsx takes minutes on
 * a busy machine, and the room journeys start several.
 */
function bundleClockServer(): Promise<void> {
  bundled ??= (async () => {
    const { dependencies = {}, devDependencies = {} } = JSON.parse(
      fs.readFileSync('apps/api/package.json', 'utf8'),
    ) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const external = Object.keys({ ...dependencies, ...devDependencies }).flatMap((name) => [
      name,
      `${name}/*`,
    ]);
    await build({
      entryPoints: ['e2e/harness/clock-server.ts'],
      outfile: BUNDLE,
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'esm',
      external,
      logLevel: 'warning',
    });
  })();
  return bundled;
}

/** A data directory the migrations have already run on, copied for every PGlite server. */
const TEMPLATE_DIR = path.join(ROOM_ROOT, 'data-template');

export interface RoomServer {
  url: string;
  /** Moves the server's clock to `at`; it keeps ticking from there. */
  setClock: (at: Date) => Promise<void>;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} did not become healthy within ${timeoutMs} ms`);
}

/**
 * One instance of the product on 127.0.0.1:`port`, on its own PGlite data (or `DATABASE_URL` in
 * `env`), the journeys' mail server, the simulated gateway, and whatever room settings `env` gives.
 */
export async function startRoomServer(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<RoomServer> {
  await bundleClockServer();
  const dataDir = path.join(ROOM_ROOT, `data-${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!env.DATABASE_URL && fs.existsSync(TEMPLATE_DIR)) fs.cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const clockPort = port + 1;
  const server = spawn(process.execPath, [BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLOCK_PORT: String(clockPort),
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${ROOM_SMTP_PORT}`,
      MAIL_FROM: 'Sukoon <no-reply@sukoon.test>',
      PAYMENT_PROVIDER: 'simulated',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      SEED_DEMO_COUNSELLORS: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await waitForHealth(url, 90_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async setClock(at) {
      const answer = await fetch(`http://127.0.0.1:${clockPort}/clock`, {
        method: 'PUT',
        body: at.toISOString(),
      });
      if (!answer.ok) throw new Error(`the server ${name} refused the time ${at.toISOString()}`);
    },
    async stop() {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs the migrations once on an empty PGlite directory: each server then starts from a copy, which
 * saves the half minute PGlite takes to build the schema, several times per run.
 */
export async function prepareDataTemplate(port: number): Promise<void> {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const server = await startRoomServer('template-build', port, {});
  await server.stop();
  fs.renameSync(path.join(ROOM_ROOT, 'data-template-build'), TEMPLATE_DIR);
}
