import { Counter, Histogram, type Registry } from 'prom-client';

const LATENCY = {
  name: 'sukoon_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method and route pattern.',
};
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteTally {
  labels: { method: string; route: string };
  byStatus: Map<number, number>;
  /** Answers per latency bucket, not yet cumulative; past the last bound only `count` has them. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * Every answer counted and timed by route pattern in plain numbers, and turned into Prometheus
 * series only when scraped. prom-client's inc() and observe() check and hash their labels on every
 * call, which took a tenth of the CPU of the cheapest request (/api/health, bench P1); an answer is
 * frequent and a scrape is not. The series are the ones prom-client would write (the metrics are
 * its Counter and Histogram with their reads replaced), so a dashboard sees no difference.
 */
export function createRequestTally(registry: Registry) {
  const routes = new Map<string, RouteTally>();
  const tallies = () => [...routes.values()];

  new (class extends Counter {
    override async get() {
      return {
        ...(await super.get()),
        values: tallies().flatMap(({ labels, byStatus }) =>
          [...byStatus].map(([status, value]) => ({ labels: { ...labels, status: String(status) }, value })),
        ),
      };
    }
  })({
    name: 'sukoon_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });

  new (class extends Histogram {
    // prom-client 15's registry writes a histogram from this method when it has one, and get()
    // (its JSON form) splays the shared labels into each value; the types do not declare it.
    async getForPromString() {
      return {
        name: LATENCY.name,
        help: LATENCY.help,
        type: 'histogram' as const,
        aggregator: 'sum' as const,
        values: tallies().flatMap(({ labels, buckets, sum, count }) => {
          const bucket = `${LATENCY.name}_bucket`;
          let below = 0;
          return [
            ...LATENCY_BUCKETS.map((le, index) => {
              below += buckets[index] ?? 0;
              return {
                labels: { le },
                sharedLabels: labels,
                value: below,
                metricName: bucket,
                exemplar: null,
              };
            }),
            {
              labels: { le: '+Inf' },
              sharedLabels: labels,
              value: count,
              metricName: bucket,
              exemplar: null,
            },
            { labels, sharedLabels: {}, value: sum, metricName: `${LATENCY.name}_sum` },
            { labels, sharedLabels: {}, value: count, metricName: `${LATENCY.name}_count` },
          ];
        }),
      };
    }
  })({
    ...LATENCY,
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  return {
    record(method: string, route: string, status: number, seconds: number): void {
      const key = `${method} ${route}`;
      let tally = routes.get(key);
      if (!tally) {
        tally = {
          labels: { method, route },
          byStatus: new Map(),
          buckets: LATENCY_BUCKETS.map(() => 0),
          sum: 0,
          count: 0,
        };
        routes.set(key, tally);
      }
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      let index = 0;
      while (index < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[index] ?? 0)) index += 1;
      if (index < LATENCY_BUCKETS.length) tally.buckets[index] = (tally.buckets[index] ?? 0) + 1;
      tally.sum += seconds;
      tally.count += 1;
    },
  };
}
