// The soak's HTTP client: every request is timed, checked against the statuses its step expects,
// and counted in the minute it started (minute 0 is the warm-up).
import { performance } from 'node:perf_hooks';

const TIMEOUT_MS = 10_000;
const PRINTED_ERRORS = 10;

/**
 * Thrown by a step whose answer was not the expected one; the flow stops there. `unanswered`:
 * no answer came at all, so the server may still have done what was asked.
 */
export class UnexpectedAnswer extends Error {
  constructor(label, unanswered = false) {
    super(label);
    this.unanswered = unanswered;
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

export function summarise(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

export function createClient(baseUrl, minuteOf) {
  const minutes = new Map();
  const statuses = {};
  const firstErrors = [];
  let errorCount = 0;
  let inFlight = 0;

  const minute = (index) => {
    if (!minutes.has(index)) minutes.set(index, { latencies: [], errors: 0 });
    return minutes.get(index);
  };

  function recordError(bucket, description) {
    bucket.errors++;
    errorCount++;
    if (firstErrors.length < PRINTED_ERRORS) {
      firstErrors.push(description);
      console.error(`[soak] error: ${description}`);
    }
  }

  return {
    /**
     * One request as the web app would send it. `label` names the step in the tallies; `expect`
     * lists the statuses that step may answer. Resolves with { status, body }.
     */
    async request(label, method, path, { token, address, body, expect = [200] } = {}) {
      const headers = {};
      if (token) headers.authorization = `Bearer ${token}`;
      // Each visitor's own address, as a reverse proxy on this host passes it on (trusted from loopback).
      if (address) headers['x-forwarded-for'] = address;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const bucket = minute(minuteOf(Date.now()));
      const started = performance.now();
      inFlight++;
      let status;
      let text;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        bucket.latencies.push(performance.now() - started);
        recordError(
          bucket,
          `${label}: ${method} ${path} → network error ${error?.cause?.code ?? error?.name}`,
        );
        throw new UnexpectedAnswer(label, true);
      } finally {
        inFlight--;
      }
      bucket.latencies.push(performance.now() - started);
      const tally = (statuses[label] ??= {});
      tally[status] = (tally[status] ?? 0) + 1;
      if (!expect.includes(status)) {
        recordError(bucket, `${label}: ${method} ${path} → ${status} ${text.slice(0, 160)}`);
        throw new UnexpectedAnswer(label);
      }
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status, body: parsed };
    },
    minuteFigures(index) {
      const bucket = minute(index);
      return { ...summarise(bucket.latencies), errors: bucket.errors };
    },
    /** All latencies of minutes from … to, for the p99 of a window. */
    latenciesOf(from, to) {
      const all = [];
      for (let index = from; index <= to; index++) all.push(...minute(index).latencies);
      return all;
    },
    inFlight: () => inFlight,
    totals: () => ({ errors: errorCount, statuses, firstErrors }),
  };
}
