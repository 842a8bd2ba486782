// The measurements P1–P6: each candidate alternates with its baseline for ROUNDS rounds.
import { runLoad } from './processes.mjs';
import { compareRow, median } from './report.mjs';

// BENCH_QUICK=1: one short round each, to check the bench itself, not to quote.
const QUICK = process.env.BENCH_QUICK === '1';
const ROUNDS = QUICK ? 1 : 3;
const CONNECTIONS = 50;
const SECONDS = QUICK ? 1 : 4;
const LOGIN_SECONDS = QUICK ? 1 : 5;
export const LIST_PATHS = ['/api/courses/read', '/api/blog/read', '/api/getwebinar'];

async function alternate(measureCandidate, measureBaseline) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ candidate: await measureCandidate(round), baseline: await measureBaseline(round) });
  }
  return rounds;
}

const countOf = (result, code) => result.statusCodes[code] ?? 0;

export async function warmUp({ serverUrl, baseUrl, fixturePath, inProcess }) {
  const load = { connections: CONNECTIONS, duration: QUICK ? 1 : 3, fixture: fixturePath };
  for (const path of ['/api/health', ...LIST_PATHS]) {
    await runLoad({ ...load, url: serverUrl, kind: 'get', path });
    await runLoad({ ...load, url: baseUrl, kind: 'get', path, duration: 1 });
  }
  await runLoad({ ...load, url: serverUrl, kind: 'getAsUser', path: '/api/appointments/get' });
  await inProcess.ask({ op: 'p3', duration: 3, concurrency: CONNECTIONS });
}

export async function measureAll({ serverUrl, baseUrl, fixturePath, inProcess, log }) {
  const rows = [];
  const notes = [];
  const http = (url, kind, path, extra = {}) =>
    runLoad({ url, kind, path, connections: CONNECTIONS, duration: SECONDS, fixture: fixturePath, ...extra });

  log('P1 health');
  rows.push(
    compareRow(
      'P1 GET /api/health vs node:http',
      await alternate(
        () => http(serverUrl, 'get', '/api/health'),
        () => http(baseUrl, 'get', '/api/health'),
      ),
      { ratio: 0.6 },
    ),
  );

  for (const path of LIST_PATHS) {
    log(`P2 ${path}`);
    rows.push(
      compareRow(
        `P2 GET ${path} vs node:http (same bytes)`,
        await alternate(
          () => http(serverUrl, 'get', path),
          () => http(baseUrl, 'get', path),
        ),
        { ratio: 0.5, p99: 20 },
      ),
    );
  }

  log('P3 appointments/get');
  rows.push(
    compareRow(
      'P3 GET /api/appointments/get (user) vs same SQL in-process',
      await alternate(
        () => http(serverUrl, 'getAsUser', '/api/appointments/get'),
        () => inProcess.ask({ op: 'p3', duration: SECONDS, concurrency: CONNECTIONS }),
      ),
      { ratio: 0.5, p99: 50 },
    ),
  );

  log('P4 appointment holds');
  const slots = await inProcess.ask({ op: 'slots' });
  const holdRounds = await alternate(
    () => http(serverUrl, 'hold', '/api/create', { slots, spreadAddresses: true }),
    () => inProcess.ask({ op: 'p4', duration: SECONDS, concurrency: CONNECTIONS, slots }),
  );
  rows.push(
    compareRow('P4 POST /api/create (hold) vs order transaction in-process', holdRounds, {
      ratio: 0.4,
      p99: 100,
    }),
  );
  notes.push(
    `P4: ${slots.length} bookable slots at the start; server answers over the rounds ` +
      `${JSON.stringify(mergeCodes(holdRounds.map((r) => r.candidate.statusCodes)))}, in-process outcomes ` +
      `${JSON.stringify(mergeCodes(holdRounds.map((r) => r.baseline.outcomes)))}. Requests cycle 1,000 users ` +
      'over the slots: the first pass wins the free slots, later ones are 409 (taken by another user) or 200 ' +
      "(the same user's own hold handed out again). Each simulated user sends its own X-Forwarded-For " +
      'address (the server trusts it from loopback).',
  );

  log('P5 login');
  const loginRounds = await alternate(
    () => http(serverUrl, 'login', '/api/login', { duration: LOGIN_SECONDS, spreadAddresses: true }),
    () => inProcess.ask({ op: 'argon2', duration: LOGIN_SECONDS, concurrency: CONNECTIONS }),
  );
  rows.push(compareRow('P5 POST /api/login vs argon2.verify in-process', loginRounds, { ratio: 0.8 }));
  notes.push(
    `P5 login answers: ${JSON.stringify(mergeCodes(loginRounds.map((r) => r.candidate.statusCodes)))} ` +
      '(correct passwords, 1,000 users, one X-Forwarded-For address per user).',
  );

  log('P5 health during a login flood');
  const healthIdle = [];
  const healthFlood = [];
  for (let round = 0; round < ROUNDS; round++) {
    const probe = { duration: LOGIN_SECONDS, connections: 1 };
    healthIdle.push(await http(serverUrl, 'get', '/api/health', probe));
    const [during] = await Promise.all([
      http(serverUrl, 'get', '/api/health', probe),
      http(serverUrl, 'login', '/api/login', { duration: LOGIN_SECONDS, spreadAddresses: true }),
    ]);
    healthFlood.push(during);
  }
  const idleP99 = median(healthIdle.map((r) => r.p99));
  const floodP99 = median(healthFlood.map((r) => r.p99));
  rows.push({
    figure: 'P5 /api/health p99 during login flood vs idle (1 connection)',
    candidate: `${floodP99.toFixed(0)} ms`,
    baseline: `${idleP99.toFixed(0)} ms idle`,
    ratio: `${(floodP99 / Math.max(idleP99, 1)).toFixed(1)}×`,
    p99: `${floodP99.toFixed(0)} ms`,
    target: '≤ 5× idle',
    met: floodP99 <= 5 * Math.max(idleP99, 1) ? 'met' : '**missed**',
  });
  notes.push(
    'P5 flood: autocannon reports latency in whole milliseconds, so an idle p99 under 1 ms counts as 1 ms.',
  );

  log('single-address probes');
  const holdProbe = await runLoad({
    url: serverUrl,
    kind: 'hold',
    connections: 10,
    amount: 100,
    fixture: fixturePath,
    slots,
  });
  const loginProbe = await runLoad({
    url: serverUrl,
    kind: 'login',
    connections: 10,
    amount: 250,
    fixture: fixturePath,
  });
  notes.push(
    `Rate limits from one address (127.0.0.1, no proxy header): 100 holds → ${countOf(holdProbe, '429')} × 429 ` +
      `(limit 60/min per address); 250 logins → ${countOf(loginProbe, '429')} × 429 (limit 200/15 min per ` +
      'address). A flood from one address is throttled, so P4/P5 spread their users over addresses.',
  );
  // Last, so that P1–P5 measure the spec's one calendar as before.
  log('P7 counsellors');
  const ids = await inProcess.ask({ op: 'addCounsellors' });
  for (const [figure, path, op, kind] of [
    ['GET /api/counsellors', '/api/counsellors', 'p7list', 'get'],
    [`GET /api/counsellors/{id}/slots`, `/api/counsellors/${ids[0]}/slots`, 'p7slots', 'get'],
    ['GET /api/appointments/get (user, 4 counsellors)', '/api/appointments/get', 'p7full', 'getAsUser'],
  ]) {
    rows.push(
      compareRow(
        `P7 ${figure} vs same reads in-process`,
        await alternate(
          () => http(serverUrl, kind, path),
          () => inProcess.ask({ op, duration: SECONDS, concurrency: CONNECTIONS, ids }),
        ),
        { ratio: 0.5, p99: 50 },
      ),
    );
  }
  notes.push(
    'P7: four active counsellors, every day 9–20, each with nine booked hours in the window; the ' +
      'in-process side runs the same free-hours reads and arithmetic (lib/free-slots.ts).',
  );
  return { rows, notes, slotCount: slots.length };
}

function mergeCodes(list) {
  const merged = {};
  for (const codes of list) {
    for (const [code, count] of Object.entries(codes ?? {})) merged[code] = (merged[code] ?? 0) + count;
  }
  return merged;
}
