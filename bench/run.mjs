// npm run bench [-- --postgres] [-- --no-build]: builds the product, seeds a fresh database,
// and compares the server with bare baselines (see bench/figures.mjs). Writes bench/results.md.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureAll, warmUp, LIST_PATHS } from './figures.mjs';
import { measureGrowth } from './growth.mjs';
import { describeMachine } from './machine.mjs';
import { createBenchDatabases } from './postgres.mjs';
import {
  SERVER_CPU,
  benchEnv,
  firstLine,
  lineChannel,
  residentMiB,
  spawnPinned,
  runWithCleanup,
  stopProcess,
  waitForHttp,
} from './processes.mjs';
import { renderReport, writeReport } from './report.mjs';

const args = new Set(process.argv.slice(2));
const usePostgres = args.has('--postgres');
const SERVER_PORT = 3310;
const BASELINE_PORT = 3311;
const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-bench-'));
const serverDir = path.join(workDir, 'server');
const baselineDir = path.join(workDir, 'baseline');
const fixturePath = path.join(workDir, 'fixture.json');
const children = [];
let postgres;
/** The growth figure's own databases (PostgreSQL only). */
const growthDatabases = [];

const envFor = benchEnv;

/** The in-process baseline on a database (opened with tsx, pinned like the server). */
function startInProcess(dataDir, databaseUrl) {
  const child = spawnPinned(SERVER_CPU, ['--import', 'tsx', 'bench/inprocess-baseline.mjs', fixturePath], {
    env: envFor(dataDir, databaseUrl),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const channel = lineChannel(child);
  return { child, ...channel };
}

async function closeInProcess(inProcess) {
  const answer = await inProcess.ask({ op: 'check' });
  inProcess.child.stdin.write(`${JSON.stringify({ op: 'exit' })}\n`);
  await new Promise((resolve) => inProcess.child.once('exit', resolve));
  return answer;
}

/** The bytes the server answers, for the node:http baseline to answer from memory. */
async function captureAnswers(serverUrl) {
  const routes = {};
  for (const route of ['/api/health', ...LIST_PATHS]) {
    const response = await fetch(`${serverUrl}${route}`);
    routes[route] = {
      body: Buffer.from(await response.arrayBuffer()).toString('base64'),
      contentType: response.headers.get('content-type'),
    };
  }
  const routesFile = path.join(workDir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  return {
    routesFile,
    sizes: LIST_PATHS.map((p) => `${p} ${Buffer.from(routes[p].body, 'base64').length} B`),
  };
}

async function main() {
  if (!args.has('--no-build')) {
    log('building (npm run build)');
    execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (usePostgres) postgres = await createBenchDatabases();
  const machine = await describeMachine(postgres?.version);

  log('seeding');
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.mjs', fixturePath], {
    env: envFor(serverDir, postgres?.serverUrl),
    stdio: 'inherit',
  });
  if (postgres) await postgres.copyForBaseline();
  else cpSync(serverDir, baselineDir, { recursive: true });

  log('starting the server');
  const serverUrl = `http://127.0.0.1:${SERVER_PORT}`;
  const server = spawnPinned(SERVER_CPU, ['apps/api/dist/server.js'], {
    env: { ...envFor(serverDir, postgres?.serverUrl), PORT: String(SERVER_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitForHttp(`${serverUrl}/api/health`);
  const startRss = residentMiB(server.pid);

  const { routesFile, sizes } = await captureAnswers(serverUrl);
  const baseUrl = `http://127.0.0.1:${BASELINE_PORT}`;
  const bare = spawnPinned(SERVER_CPU, ['bench/http-baseline.mjs', String(BASELINE_PORT), routesFile]);
  children.push(bare);
  await firstLine(bare);
  const inProcess = startInProcess(usePostgres ? serverDir : baselineDir, postgres?.baselineUrl);
  await inProcess.ready;

  log('warming up');
  const context = { serverUrl, baseUrl, fixturePath, inProcess, log };
  await warmUp(context);
  const { rows, notes, slotCount } = await measureAll(context);

  const endRss = residentMiB(server.pid);
  rows.push({
    figure: 'P6 server resident memory (VmRSS)',
    candidate: `${endRss.toFixed(0)} MiB after the bench`,
    baseline: `${startRss.toFixed(0)} MiB at start`,
    ratio: '',
    p99: '',
    target: 'report',
    met: '',
  });
  await stopProcess(server);
  await stopProcess(bare);
  const baselineCheck = await closeInProcess(inProcess);
  const serverCheck = await closeInProcess(startInProcess(serverDir, postgres?.serverUrl));
  notes.push(
    `Slot check after the bench: server database ${serverCheck.duplicateLiveSlots} slots with more than ` +
      `one live appointment, ${serverCheck.openHolds} open holds (of ${slotCount} bookable slots); ` +
      `baseline database ${baselineCheck.duplicateLiveSlots} and ${baselineCheck.openHolds}.`,
    `Data set: 50 courses, 50 blogs, 30 webinars, 1,000 users, 2,000 past appointments, 500 enrolments; ` +
      `list answers: ${sizes.join(', ')}.`,
  );

  // Last, on data sets of its own, with the main server stopped.
  const growth = await measureGrowth({ workDir, children, usePostgres, log, databases: growthDatabases });
  rows.push(...growth.rows);
  notes.push(...growth.notes);

  log('the session room: set-up messages relayed');
  const relay = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/room-relay.mjs'], {
      env: envFor(path.join(workDir, 'room'), postgres?.serverUrl),
      stdio: ['ignore', 'pipe', 'inherit'],
    }).toString(),
  );
  rows.push({
    figure: 'R1 session room: set-up messages relayed per second (WebSocket, client to counsellor)',
    candidate: `${relay.perSecond.toFixed(0)}/s`,
    baseline: `${relay.messages} ICE candidates over ${relay.rooms} calls at once`,
    ratio: '',
    p99: '',
    target: 'report',
    met: '',
  });

  log('the session room: both joined to first frame (Chromium, in a loopback-only namespace)');
  rows.push(measureFirstFrame());

  const markdown = renderReport({
    title: `Sukoon API bench — ${usePostgres ? 'PostgreSQL' : 'PGlite (embedded)'} — ${new Date().toISOString()}`,
    machine,
    rows,
    notes,
  });
  console.log(`\n${markdown}`);
  writeReport(new URL('./results.md', import.meta.url), usePostgres ? 'postgres' : 'pglite', markdown);
  log('done; written to bench/results.md');
}

/**
 * R2: real calls between two Chromium contexts (scripts/bench-room.sh, a network namespace with
 * only loopback). Where the machine cannot make one, the row says why instead of a figure.
 */
function measureFirstFrame() {
  const row = {
    figure: 'R2 session room: both joined to first video frame on both sides (Chromium, loopback)',
    baseline: '',
    ratio: '',
    p99: '',
    target: 'report',
    met: '',
  };
  try {
    execFileSync('bash', ['scripts/bench-room.sh'], { stdio: ['ignore', 'ignore', 'inherit'] });
    const result = JSON.parse(readFileSync('.tmp/e2e-room/first-frame.json', 'utf8'));
    return {
      ...row,
      candidate: `median ${result.medianMs.toFixed(0)} ms`,
      baseline: `worst ${result.worstMs.toFixed(0)} ms of ${result.calls} calls`,
    };
  } catch (error) {
    return { ...row, candidate: 'not measured', baseline: String(error.message).split('\n')[0] };
  }
}

await runWithCleanup(main, () => ({
  children,
  workDir,
  postgres: postgres && {
    drop: () => Promise.all([postgres, ...growthDatabases].map((database) => database.drop())),
  },
}));
