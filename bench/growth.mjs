// G: what a page view and an admin list read cost as the catalogue grows (issue 21). Two fresh
// data sets, 50 and 5,000 of each list's items; for each, the built server on its own, the bytes
// of the API reads a page makes (brotli, as a browser asks) and the p99 of each read under load.
// Part of `npm run bench`; alone: `node bench/growth.mjs [--postgres] [--no-build]` (prints only).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabases } from './postgres.mjs';
import {
  SERVER_CPU,
  benchEnv,
  runLoad,
  runWithCleanup,
  spawnPinned,
  stopProcess,
  waitForHttp,
} from './processes.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = QUICK ? 1 : 4;
const CONNECTIONS = 10;
const GROWTH_PORT = 3312;
export const GROWTH_SIZES = [50, 5000];

/** The reads each page view makes (apps/web: landing teaser, /blog, /courses, /Webinar), in the web app's words. */
const PAGE_VIEWS = [
  ['/', '/api/blog/read?limit=3'],
  ['/blog', '/api/blog/read?limit=12&page=1'],
  ['/courses', '/api/courses/read?limit=12&page=1'],
  ['/Webinar', '/api/getwebinar?limit=5&page=1'],
];
/** Every public page also reads /api/config; it does not grow, but it is part of the bytes. */
const CONFIG_READ = '/api/config';
/** The first page of each admin list, as an admin reads it. */
const ADMIN_READS = [
  '/api/blog/read?limit=20&page=1',
  '/api/courses/read?limit=20&page=1',
  '/api/admin/webinars?limit=20&page=1',
  '/api/getallenrolledusers?limit=20&page=1',
  '/api/appointments/get?limit=20&page=1',
  '/api/admin/counsellors?limit=20&page=1',
  // A search every row matches, so both pages are full: the cost of searching, not of fewer matches.
  '/api/getallenrolledusers?limit=20&page=1&q=bench',
  '/api/admin/counsellors?limit=20&page=1&q=bench',
];
/**
 * Admin reads that are whole by design, for comparison only: the enrolment list's course filter
 * (every course anyone enrolled in), the appointment list's counsellor filter (every counsellor's
 * id and name) and the enrolments CSV (every match).
 */
const ADMIN_WHOLE_READS = [
  '/api/admin/enrolments/courses',
  '/api/admin/counsellors/names',
  '/api/getallenrolledusers?format=csv',
];
/** The spec's calls without parameters: still whole, for comparison only. */
const WHOLE_READS = ['/api/blog/read', '/api/courses/read', '/api/getwebinar'];

/** The bytes of one answer on the wire (compressed as a browser would ask), and its status. */
function wireBytes(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, status: response.statusCode }));
    });
    request.on('error', reject);
  });
}

/** One data set: seeds it, starts the server on it, measures, stops it. */
async function measureSize(items, { workDir, children, postgres, log }) {
  const dataDir = path.join(workDir, `growth-${items}`);
  const fixturePath = path.join(workDir, `growth-${items}.json`);
  const env = benchEnv(dataDir, postgres?.serverUrl);
  log(`G seeding ${items} of each list`);
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed.mjs', fixturePath, String(items)], {
    env,
    stdio: 'inherit',
  });
  const serverUrl = `http://127.0.0.1:${GROWTH_PORT}`;
  const server = spawnPinned(SERVER_CPU, ['apps/api/dist/server.js'], {
    env: { ...env, PORT: String(GROWTH_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  try {
    await waitForHttp(`${serverUrl}/api/health`);
    const { admin } = JSON.parse(readFileSync(fixturePath, 'utf8'));
    const asAdmin = { authorization: `Bearer ${admin.token}` };
    const measure = async (read, kind, headers = {}) => {
      const first = await wireBytes(`${serverUrl}${read}`, headers);
      if (first.status !== 200) throw new Error(`${read} answered ${first.status}`);
      const load = await runLoad({
        url: serverUrl,
        kind,
        path: read,
        connections: CONNECTIONS,
        duration: SECONDS,
        fixture: fixturePath,
      });
      if (load.errors || Object.keys(load.statusCodes).some((code) => code !== '200')) {
        throw new Error(`${read} under load: ${JSON.stringify(load.statusCodes)}, ${load.errors} errors`);
      }
      return { bytes: first.bytes, p99: load.p99 };
    };
    const config = await wireBytes(`${serverUrl}${CONFIG_READ}`);
    const pages = {};
    for (const [page, read] of PAGE_VIEWS) {
      log(`G ${items}: ${page}`);
      const measured = await measure(read, 'get');
      pages[page] = { bytes: measured.bytes + config.bytes, p99: measured.p99, read };
    }
    const adminReads = {};
    for (const read of ADMIN_READS) {
      log(`G ${items}: ${read} (admin)`);
      adminReads[read] = await measure(read, 'getAsAdmin', asAdmin);
    }
    const whole = {};
    for (const read of WHOLE_READS) whole[read] = (await wireBytes(`${serverUrl}${read}`)).bytes;
    for (const read of ADMIN_WHOLE_READS) {
      const answer = await wireBytes(`${serverUrl}${read}`, asAdmin);
      if (answer.status !== 200) throw new Error(`${read} answered ${answer.status}`);
      whole[read] = answer.bytes;
    }
    return { pages, adminReads, whole };
  } finally {
    await stopProcess(server);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Autocannon reports whole milliseconds: within 10 % or within 1 ms counts as level. */
const isLevel = (small, large, slack) => large <= small * 1.1 || large - small <= slack;

function growthRow(figure, small, large) {
  const bytesLevel = isLevel(small.bytes, large.bytes, 0);
  const timeLevel = isLevel(small.p99, large.p99, 1);
  return {
    figure,
    candidate: `${kb(large.bytes)}, p99 ${large.p99} ms`,
    baseline: `${kb(small.bytes)}, p99 ${small.p99} ms`,
    ratio: `bytes ${(large.bytes / Math.max(small.bytes, 1)).toFixed(2)}×`,
    p99: `${large.p99} ms`,
    target: '≤ 1.10× bytes and p99',
    met: bytesLevel && timeLevel ? 'met' : '**missed**',
  };
}

/** Rows for the report: candidate = 5,000 items, baseline = 50 items. */
export async function measureGrowth({ workDir, children, usePostgres, log, databases }) {
  const results = [];
  for (const items of GROWTH_SIZES) {
    const postgres = usePostgres ? await createBenchDatabases(`_g${items}`) : undefined;
    if (postgres) databases.push(postgres);
    results.push(await measureSize(items, { workDir, children, postgres, log }));
  }
  const [few, many] = results;
  const rows = [
    ...PAGE_VIEWS.map(([page]) =>
      growthRow(`G page view ${page}, 5,000 vs 50 items`, few.pages[page], many.pages[page]),
    ),
    ...ADMIN_READS.map((read) =>
      growthRow(`G admin GET ${read}, 5,000 vs 50`, few.adminReads[read], many.adminReads[read]),
    ),
  ];
  const notes = [
    `G: a page view's bytes are its list read plus ${CONFIG_READ}, brotli as a browser asks; its p99 is the ` +
      `list read's, ${CONNECTIONS} connections for ${SECONDS} s after one read that fills the cache. Reads: ` +
      `${PAGE_VIEWS.map(([page, read]) => `${page} → ${read}`).join(', ')}. Data sets: ${GROWTH_SIZES.join(' and ')} ` +
      'courses, blogs, webinars, enrolments, past appointments and inactive counsellors, 1,000 users.',
    `G, for comparison, the spec's calls without parameters (still the whole list): ` +
      WHOLE_READS.map((read) => `${read} ${kb(few.whole[read])} → ${kb(many.whole[read])}`).join(', ') +
      '.',
    `G, admin reads whole by design (they grow with the courses sold, the counsellors, the matches): ` +
      ADMIN_WHOLE_READS.map((read) => `${read} ${kb(few.whole[read])} → ${kb(many.whole[read])}`).join(', ') +
      '.',
  ];
  return { rows, notes };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const args = new Set(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'sukoon-growth-'));
  const children = [];
  const databases = [];
  const started = Date.now();
  const log = (message) => console.log(`[growth ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
  await runWithCleanup(
    async () => {
      if (!args.has('--no-build'))
        execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
      const { rows, notes } = await measureGrowth({
        workDir,
        children,
        usePostgres: args.has('--postgres'),
        log,
        databases,
      });
      console.table(rows);
      for (const note of notes) console.log(note);
    },
    () => ({
      children,
      workDir,
      postgres: { drop: () => Promise.all(databases.map((database) => database.drop())) },
    }),
  );
}
