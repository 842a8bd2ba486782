import { Gauge, type Registry } from 'prom-client';
import type { JobQueue } from './jobs.ts';

/**
 * The job queue's depth and failures, per queue, read from pg-boss's tables at each scrape: the
 * queue lives in the database, so every instance reports the same numbers.
 */
export function registerJobMetrics(registry: Registry, jobs: JobQueue): void {
  new Gauge({
    name: 'sukoon_job_queue_depth',
    help: 'Jobs per queue by state: queued (due or waiting to retry) and active (running on an instance).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs.countByQueue()) {
        this.set({ queue: row.queue, state: 'queued' }, row.queued);
        this.set({ queue: row.queue, state: 'active' }, row.active);
      }
    },
  });
  new Gauge({
    name: 'sukoon_jobs_failed',
    help: 'Jobs per queue that gave up after their last try, as long as the queue keeps them (GET /api/admin/jobs/failed).',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobs.countByQueue()) this.set({ queue: row.queue }, row.failed);
    },
  });
}
