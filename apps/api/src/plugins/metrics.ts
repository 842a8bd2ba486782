import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Registry } from 'prom-client';
import { count, inArray, and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import {
  payments,
  PAYMENT_STATUSES,
  PHONE_CHANNELS,
  PHONE_MESSAGE_STATES,
  phoneMessages,
} from '../db/schema/index.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { createRequestTally } from './request-tally.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The registry GET /api/metrics serves. Other parts add their own metrics to it, e.g. the job
     * queue: `new Gauge({ name: 'sukoon_jobs_queued', help, labelNames: ['queue'], registers:
     * [app.metrics], collect() { ... } })` — `collect` runs at each scrape.
     */
    metrics: Registry;
  }
}

/** Routes that hold or book an appointment slot: their 409 is a slot someone else has. */
const BOOKING_ROUTES = new Set(['POST /api/appointments/book', 'POST /api/create']);

const isAppointmentOrder = (request: FastifyRequest) =>
  (request.body as { purpose?: unknown } | undefined)?.purpose === 'appointment';

/** Prometheus metrics, by route pattern (never the raw URL, which would grow without bound). */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const registry = new Registry();
  app.decorate('metrics', registry);

  const tally = createRequestTally(registry);
  const bookingConflicts = new Counter({
    name: 'sukoon_booking_conflicts_total',
    help: 'Holds and bookings refused with 409 because the slot was taken (or too many holds).',
    labelNames: ['route'],
    registers: [registry],
  });
  // Payments and refunds live in the database, so every instance reports the same totals.
  new Gauge({
    name: 'sukoon_payments',
    help: 'Payments by status (starting: waiting for the provider; created: order opened, not paid).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await ctx.db
        .select({ status: payments.status, total: count() })
        .from(payments)
        .groupBy(payments.status);
      for (const status of PAYMENT_STATUSES) {
        this.set({ status }, rows.find((row) => row.status === status)?.total ?? 0);
      }
    },
  });
  new Gauge({
    name: 'sukoon_refunds',
    help: 'Refunds by outcome: refunded, or still owed by the provider (retried in the background).',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      const [refunded, owed] = await Promise.all([
        ctx.db.select({ total: count() }).from(payments).where(eq(payments.status, 'refunded')),
        ctx.db
          .select({ total: count() })
          .from(payments)
          .where(and(eq(payments.status, 'paid'), inArray(payments.refundState, ['owed', 'claimed']))),
      ]);
      this.set({ outcome: 'refunded' }, refunded[0]?.total ?? 0);
      this.set({ outcome: 'owed' }, owed[0]?.total ?? 0);
    },
  });

  // SMS and WhatsApp messages live in the database too: sent, waiting (a retry included), failed
  // after their last try (shown to admins), or void (the session moved, STOP came).
  new Gauge({
    name: 'sukoon_phone_messages',
    help: 'SMS and WhatsApp messages by channel and state (pending, sent, failed, void).',
    labelNames: ['channel', 'state'],
    registers: [registry],
    async collect() {
      const rows = await ctx.db
        .select({ channel: phoneMessages.channel, state: phoneMessages.state, total: count() })
        .from(phoneMessages)
        .groupBy(phoneMessages.channel, phoneMessages.state);
      for (const channel of PHONE_CHANNELS) {
        for (const state of PHONE_MESSAGE_STATES) {
          const total = rows.find((row) => row.channel === channel && row.state === state)?.total ?? 0;
          this.set({ channel, state }, total);
        }
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched URLs (404s, probes) share one label rather than one each.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    tally.record(request.method, route, status, reply.elapsedTime / 1000);
    if (status === 409) {
      const key = `${request.method} ${route}`;
      if (BOOKING_ROUTES.has(key) && (key !== 'POST /api/create' || isAppointmentOrder(request))) {
        bookingConflicts.inc({ route });
      }
    }
    done();
  });

  const token = ctx.config.metricsToken;
  const expected = Buffer.from(`Bearer ${token ?? ''}`);
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Unset: the route does not exist as far as anyone can tell.
    if (token === undefined) throw notFound();
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(
        'UNAUTHORIZED',
        'errors_metrics_token',
        {},
        {},
        { headers: { 'www-authenticate': 'Bearer' } },
      );
    }
    void reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
