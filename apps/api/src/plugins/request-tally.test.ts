import { describe, expect, it } from 'vitest';
import { Counter, Histogram, Registry } from 'prom-client';
import { createRequestTally } from './request-tally.ts';

describe('the request tally', () => {
  it('writes exactly the series prom-client’s own counter and histogram write for the same answers', async () => {
    const answers: [string, string, number, number][] = [
      ['GET', '/api/health', 200, 0.0004],
      ['GET', '/api/health', 200, 0.005],
      ['GET', '/api/courses/read', 200, 0.03],
      ['GET', '/api/courses/read', 304, 0.0001],
      ['POST', '/api/create', 409, 0.7],
      ['GET', 'unmatched', 404, 12],
    ];
    const tallied = new Registry();
    const tally = createRequestTally(tallied);
    const reference = new Registry();
    const requests = new Counter({
      name: 'sukoon_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [reference],
    });
    const latency = new Histogram({
      name: 'sukoon_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [reference],
    });
    expect(await tallied.metrics()).toBe(await reference.metrics());
    for (const [method, route, status, seconds] of answers) {
      tally.record(method, route, status, seconds);
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    }
    const text = await tallied.metrics();
    expect(text).toBe(await reference.metrics());
    expect(await tallied.getMetricsAsJSON()).toEqual(await reference.getMetricsAsJSON());
    expect(text).toContain('sukoon_http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain(
      'sukoon_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"} 2',
    );
  });
});
