// One autocannon run, in its own process so run.mjs can pin it to a CPU with taskset.
// Usage: node bench/load.mjs '<json spec>'; prints one JSON line with the figures.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2]);
const fixture = spec.fixture ? JSON.parse(readFileSync(spec.fixture, 'utf8')) : { users: [] };
const users = fixture.users;

/** A distinct client address per user, as a reverse proxy on this host would pass it on. */
const addressOf = (i) => `10.77.${(i >> 8) & 255}.${i & 255}`;

let next = 0;
const pickUser = () => {
  const i = next++ % users.length;
  return { i, user: users[i] };
};

const requestBuilders = {
  get: () => ({ method: 'GET', path: spec.path }),
  getAsUser: () => ({
    method: 'GET',
    path: spec.path,
    setupRequest: (req) => {
      const { user } = pickUser();
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${user.token}` } };
    },
  }),
  getAsAdmin: () => ({
    method: 'GET',
    path: spec.path,
    headers: { authorization: `Bearer ${fixture.admin.token}` },
  }),
  login: () => ({
    method: 'POST',
    path: '/api/login',
    setupRequest: (req) => {
      const { i, user } = pickUser();
      const headers = { ...req.headers, 'content-type': 'application/json' };
      if (spec.spreadAddresses) headers['x-forwarded-for'] = addressOf(i);
      return {
        ...req,
        headers,
        body: JSON.stringify({ emailorphone: user.email, password: fixture.password }),
      };
    },
  }),
  hold: () => ({
    method: 'POST',
    path: '/api/create',
    setupRequest: (req) => {
      const { i, user } = pickUser();
      const slot = spec.slots[i % spec.slots.length];
      const headers = {
        ...req.headers,
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
      };
      if (spec.spreadAddresses) headers['x-forwarded-for'] = addressOf(i);
      return {
        ...req,
        headers,
        body: JSON.stringify({
          purpose: 'appointment',
          counsellingConsent: true,
          ...slot,
          reason: 'Benchmark hold request',
        }),
      };
    },
  }),
};

const options = {
  url: spec.url,
  connections: spec.connections,
  requests: [requestBuilders[spec.kind]()],
};
if (spec.amount) options.amount = spec.amount;
else options.duration = spec.duration;

const result = await autocannon(options);
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statusCodes,
  }),
);
