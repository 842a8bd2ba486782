// The production server (apps/api/dist/server.js) on a free port, with its own throw-away data
// directory and the demo content it seeds on an empty database.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stopProcess, waitForHttp } from './processes.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** `items`: grow the catalogue to that many posts and courses first (bench/pages-catalogue.mjs). */
export async function startProductionServer({ items } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-pages-'));
  // BENCH_PAGES_PORT: a port of one's own on a shared machine; otherwise any free one.
  const port = process.env.BENCH_PAGES_PORT ? Number(process.env.BENCH_PAGES_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  // Only the embedded database is throw-away; a configured PostgreSQL is someone's data.
  delete env.DATABASE_URL;
  if (items) {
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/pages-catalogue.mjs', String(items)], {
      env,
      stdio: 'inherit',
    });
  }
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const exited = new Promise((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering`))),
  );
  try {
    await Promise.race([exited, waitForHttp(`${url}/api/health`)]);
    // The demo content is what the pages show; wait until the lists have it.
    await Promise.race([exited, waitForHttp(`${url}/api/courses/read`)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
