// The soak's load generator, in its own process so soak.mjs can pin it to the load CPU.
// Usage: node --import tsx bench/soak-traffic.mjs '<json spec>'. Prints JSON lines: a
// { type: 'boundary', minute } the moment each minute ends (soak.mjs reads the server's memory
// then), { type: 'minute', ... } once that minute's requests have all answered, and a last
// { type: 'summary', ... }. Minute 0 is the warm-up.
import { readFileSync } from 'node:fs';
import { createClient, summarise, UnexpectedAnswer } from './soak-client.mjs';
import { createFlows, MIX, REFERENCE_RATE, Stopped } from './soak-flows.mjs';
import { createSlotBook } from './soak-slots.mjs';

const spec = JSON.parse(process.argv[2]);
const fixture = JSON.parse(readFileSync(spec.fixture, 'utf8'));

const ADMIN_ROUND_MS = 5_000;
const TICK_MS = 10;
/** A request times out after 10 s, so a minute's figures are complete 11 s after it ends. */
const SETTLE_MS = 11_000;
/** Above this many unfinished visits the server has stalled; more would only pile up sockets. */
const MAX_OPEN_VISITS = 1_000;

const emit = (line) => console.log(JSON.stringify(line));

// mulberry32: the same visit sequence for the same seed, so runs are comparable.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const started = Date.now();
const measuredFrom = started + spec.warmupSeconds * 1000;
const endsAt = measuredFrom + spec.minutes * 60_000;
const minuteOf = (time) => (time < measuredFrom ? 0 : Math.floor((time - measuredFrom) / 60_000) + 1);
let running = true;

const client = createClient(spec.url, minuteOf);

async function loadCatalogue() {
  const courses = (await client.request('course list', 'GET', '/api/courses/read')).body;
  const webinars = (await client.request('webinar list', 'GET', '/api/getwebinar')).body;
  return {
    courses: courses.map((course) => course._id),
    freeWebinars: webinars.filter((w) => w.price === '0').map((w) => w._id),
    paidWebinars: webinars
      .filter((w) => w.price !== '0')
      .map((w) => ({ id: w._id, startsAt: Date.parse(w.startsAt) })),
  };
}

const flows = createFlows({
  client,
  fixture,
  catalogue: await loadCatalogue(),
  slotBook: createSlotBook(),
  admin: {},
  random: seededRandom(spec.seed ?? 2026),
  isRunning: () => running,
});
await flows.adminLogin(spec.admin.email, spec.admin.password);

let openVisits = 0;
let shedVisits = 0;
let otherFailures = 0;
const visits = {};

function visit(name) {
  if (openVisits >= MAX_OPEN_VISITS) {
    shedVisits++;
    return;
  }
  openVisits++;
  visits[name] = (visits[name] ?? 0) + 1;
  flows[name]()
    .catch((error) => {
      if (error instanceof UnexpectedAnswer || error instanceof Stopped) return;
      // A fault of the soak itself; counted so that it cannot pass unnoticed.
      otherFailures++;
      console.error(`[soak] ${name} failed:`, error);
    })
    .finally(() => openVisits--);
}

// Open loop: visits start on a fixed schedule whatever the answers' speed, as real visitors do.
const scale = spec.rate / REFERENCE_RATE;
const schedule = Object.entries(MIX).map(([name, perSecond]) => ({
  name,
  interval: 1000 / (perSecond * scale),
  next: started + Math.random() * (1000 / (perSecond * scale)),
}));
let nextAdminRound = started + ADMIN_ROUND_MS;
let nextBoundary = 0;

await new Promise((resolve) => {
  const timer = setInterval(() => {
    const now = Date.now();
    while (nextBoundary <= spec.minutes && now >= measuredFrom + nextBoundary * 60_000) {
      const minute = nextBoundary++;
      emit({ type: 'boundary', minute });
      if (minute < spec.minutes) {
        setTimeout(() => emit({ type: 'minute', minute, ...client.minuteFigures(minute) }), SETTLE_MS);
      }
    }
    if (now >= endsAt) {
      running = false;
      clearInterval(timer);
      resolve();
      return;
    }
    for (const entry of schedule) {
      while (entry.next <= now) {
        visit(entry.name);
        entry.next += entry.interval;
      }
    }
    if (now >= nextAdminRound) {
      nextAdminRound += ADMIN_ROUND_MS;
      visit('adminRound');
    }
  }, TICK_MS);
});

while (openVisits > 0) await new Promise((resolve) => setTimeout(resolve, 100));
// Earlier minutes' figures are due SETTLE_MS after their end; wait for the one before the last.
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
emit({ type: 'minute', minute: spec.minutes, ...client.minuteFigures(spec.minutes) });

const span = Math.min(5, Math.floor(spec.minutes / 2)) || 1;
emit({
  type: 'summary',
  ...client.totals(),
  otherFailures,
  shedVisits,
  visits,
  tally: flows.tally,
  decisionsWaiting: flows.decisionsWaiting(),
  window: {
    span,
    first: summarise(client.latenciesOf(1, span)),
    last: summarise(client.latenciesOf(spec.minutes - span + 1, spec.minutes)),
  },
});
