// npm run soak [-- --minutes N] [-- --postgres] [-- --rate R] [-- --warmup S]: seeds a fresh
// database, runs the built server under a steady mix of traffic (bench/soak-flows.mjs) for N
// minutes (15 by default), records requests, errors, latency and the server's memory per minute,
// checks the data once the server has stopped, and writes bench/soak-results.md. Exits 1 unless
// every criterion in bench/soak-verdict.mjs is met. Too long for CI; run it by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { describeMachine } from './machine.mjs';
import { createBenchDatabases } from './postgres.mjs';
import {
  LOAD_CPU,
  SERVER_CPU,
  benchEnv,
  runWithCleanup,
  spawnPinned,
  stopProcess,
  waitForHttp,
} from './processes.mjs';
import { writeReport } from './report.mjs';
import { renderSoakReport } from './soak-report.mjs';
import { monitorServer } from './soak-monitor.mjs';
import { judge } from './soak-verdict.mjs';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '15' },
    rate: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '30' },
    postgres: { type: 'boolean', default: false },
  },
});
const spec = {
  minutes: Number(options.minutes),
  rate: Number(options.rate),
  warmupSeconds: Number(options.warmup),
};
if (
  ![spec.minutes, spec.rate, spec.warmupSeconds].every((n) => Number.isInteger(n) && n >= 0) ||
  !spec.minutes ||
  !spec.rate
) {
  console.error('Usage: npm run soak -- [--minutes N] [--rate R] [--warmup S] [--postgres]');
  process.exit(2);
}

const SERVER_PORT = 3320;
const ADMIN = { email: 'soak-admin@example.org', password: 'soak-admin-password-2026' };
const started = Date.now();
const log = (message) => console.log(`[soak ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-soak-'));
const dataDir = path.join(workDir, 'server');
const fixturePath = path.join(workDir, 'fixture.json');
const children = [];
let postgres;

function versions() {
  // Read from disk: some packages do not export their package.json.
  const version = (name) => {
    for (const dir of ['../apps/api/node_modules/', '../node_modules/']) {
      const file = new URL(`${dir}${name}/package.json`, import.meta.url);
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
    }
    return 'unknown';
  };
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const driver = postgres ? `pg ${version('pg')}` : `PGlite ${version('@electric-sql/pglite')}`;
  return `fastify ${version('fastify')}, ${driver}, drizzle-orm ${version('drizzle-orm')}, commit ${commit}`;
}

/** The server's own log lines at error level or above (pino's JSON on stdout; the banner is text). */
function watchServerLog(server) {
  const seen = { errors: 0, first: [] };
  createInterface({ input: server.stdout }).on('line', (text) => {
    let entry = {};
    try {
      entry = JSON.parse(text);
    } catch {
      // the start-up banner
    }
    if ((entry.level ?? 0) < 50) return;
    seen.errors++;
    if (seen.first.length < 5) {
      const frame = /\n\s+at ([^\n]+)/.exec(entry.err?.stack ?? '')?.[1];
      seen.first.push(
        `${entry.msg}: ${entry.err?.type}: ${entry.err?.message}${frame ? ` (at ${frame})` : ''}`,
      );
      console.error(`[soak] server logged: ${text.slice(0, 3000)}`);
    }
  });
  return seen;
}

const pct = (share) => `${(share * 100).toFixed(0)} %`;
const logMinute = (row, server) =>
  log(
    `minute ${row.minute === 0 ? 'warm-up' : row.minute}: ${row.requests} requests, ${row.errors} errors, ` +
      `p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms; server RSS ${server.end.toFixed(0)} MiB, ` +
      `CPU ${pct(server.used)}, waiting for CPU ${pct(server.waited)}, in disk sleep ${pct(server.diskSleep)}`,
  );

/** Runs the traffic generator; resolves with its figures and the server's, per minute, and its summary. */
function runTraffic(serverUrl, serverPid) {
  const traffic = spawnPinned(
    LOAD_CPU,
    [
      '--import',
      'tsx',
      'bench/soak-traffic.mjs',
      JSON.stringify({ ...spec, url: serverUrl, fixture: fixturePath, admin: ADMIN }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(traffic);
  const rows = [];
  const server = [];
  const monitor = monitorServer(serverPid);
  let summary;
  createInterface({ input: traffic.stdout }).on('line', (text) => {
    const message = JSON.parse(text);
    if (message.type === 'boundary') {
      server[message.minute] = monitor.endMinute(message.minute);
    } else if (message.type === 'minute') {
      // Its boundary came first: the figures arrive once the minute's last answers are in.
      rows[message.minute] = message;
      logMinute(message, server[message.minute]);
    } else if (message.type === 'summary') {
      summary = message;
    }
  });
  return new Promise((resolve, reject) => {
    // 'close', not 'exit': the summary line may still be in the pipe when the process exits.
    traffic.once('close', (code) => {
      monitor.stop();
      if (code === 0 && summary) resolve({ rows, server, summary });
      else reject(new Error(`the traffic generator exited with ${code}`));
    });
  });
}

async function main() {
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], { stdio: 'inherit' });
  if (options.postgres) postgres = await createBenchDatabases();
  const machine = await describeMachine(postgres?.version);
  const env = benchEnv(dataDir, postgres?.serverUrl);

  log('seeding');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.mjs', fixturePath], {
    env,
    stdio: 'inherit',
  });

  log('starting the server');
  const serverUrl = `http://127.0.0.1:${SERVER_PORT}`;
  const server = spawnPinned(SERVER_CPU, ['apps/api/dist/server.js'], {
    env: { ...env, PORT: String(SERVER_PORT), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(server);
  const serverExited = new Promise((resolve) =>
    server.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const serverLog = watchServerLog(server);
  await waitForHttp(`${serverUrl}/api/health`);

  log(`traffic: ${spec.warmupSeconds} s warm-up, then ${spec.minutes} minutes at ~${spec.rate} requests/s`);
  const { rows, server: figures, summary } = await runTraffic(serverUrl, server.pid);

  log('stopping the server');
  await stopProcess(server);
  const { code, signal } = await serverExited;
  const serverExit = signal ? `signal ${signal}` : `code ${code}`;

  log('checking the data');
  const check = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/soak-check.mjs'], { env, encoding: 'utf8' }),
  );

  const verdict = judge({
    summary,
    rows,
    server: figures,
    check,
    serverErrors: serverLog.errors,
    serverExit,
    minutes: spec.minutes,
  });
  const markdown = renderSoakReport({
    title: `Sukoon API soak — ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'} — ${new Date().toISOString()}`,
    machine,
    versions: versions(),
    spec,
    rows,
    server: figures,
    summary,
    check,
    verdict,
    serverErrors: serverLog.first,
  });
  console.log(`\n${markdown}`);
  writeReport(new URL('./soak-results.md', import.meta.url), postgres ? 'postgres' : 'pglite', markdown);
  const passed = verdict.every((item) => item.met);
  log(`${passed ? 'PASS' : 'FAIL'}; written to bench/soak-results.md`);
  if (!passed) process.exitCode = 1;
}

await runWithCleanup(main, () => ({ children, workDir, postgres }));
