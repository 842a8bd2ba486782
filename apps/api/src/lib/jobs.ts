import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue: tests send jobs to it instead of waiting for their schedule. */
    jobs: JobQueue;
  }
}

/** Timed work, in the product's own database through pg-boss (decision 010). */
export interface JobDefinition {
  /** The queue's name, e.g. `refunds.retry-owed`. */
  name: string;
  /** When it runs on its own: a UTC cron expression, or undefined for only when sent. */
  cron: string | undefined;
  /**
   * Throws to be tried again with back-off; the effect must bear running twice. May ask for one
   * more run later (work held elsewhere that may turn out abandoned), which any instance takes.
   */
  run(): Promise<{ runAgainInSeconds: number } | void>;
}

export interface FailedJob {
  name: string;
  failedAt: string;
  error: string;
  attempts: number;
}

export interface QueueCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  /** Before start only. */
  define(job: JobDefinition): void;
  /** Asks for a run now; one already waiting absorbs it, on any instance. */
  send(name: string): Promise<void>;
  /** Jobs that gave up after their last try, newest first. */
  listFailed(): Promise<FailedJob[]>;
  /** Every queue's jobs waiting (created, or waiting to retry), running and given up, from the tables. */
  countByQueue(): Promise<QueueCounts[]>;
  start(): Promise<void>;
  /** Waits for the runs in progress (up to a limit), then stops polling. */
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
/** Tries after the first: with back-off from JOB_RETRY_SECONDS, 30 s → 1 → 2 min by default. */
const RETRY_LIMIT = 3;
const RETRY_DELAY_MAX_SECONDS = 60 * 60;
const STOP_TIMEOUT_MS = 8_000;
const FAILED_SHOWN = 100;

const bossOptions = (database: Database) => ({
  db: database.jobsDb,
  backend: database.kind,
  schema: SCHEMA,
  // The instance registry would add a write per interval for nothing we read.
  registerInstance: false,
});

/**
 * A running job's instance refreshes its claim every half heartbeat; each instance looks for jobs
 * whose claim went silent (their instance was killed) once a heartbeat and hands them back to be
 * retried on any instance. So a dead instance's job runs again within about two heartbeats.
 */
const supervisionOptions = (heartbeatSeconds: number) => ({
  superviseIntervalSeconds: heartbeatSeconds,
  monitorIntervalSeconds: heartbeatSeconds,
});

/** Creates pg-boss's tables; the test template does it once so each copy has them. */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

export function createJobQueue(deps: {
  database: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
}): JobQueue {
  const { database, config, log } = deps;
  const boss = new PgBoss({
    ...bossOptions(database),
    ...supervisionOptions(config.jobs.heartbeatSeconds),
    schedule: config.jobs.isScheduling,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const jobs: JobDefinition[] = [];
  let started = false;

  async function startJob(job: JobDefinition): Promise<void> {
    const options = {
      // One waiting and one running at most: two instances and the cron never stack runs.
      policy: 'stately' as const,
      retryLimit: RETRY_LIMIT,
      retryDelay: config.jobs.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      heartbeatSeconds: config.jobs.heartbeatSeconds,
    };
    await boss.createQueue(job.name, options);
    const { policy: _policy, retryDelayMax: _max, ...changeable } = options;
    await boss.updateQueue(job.name, changeable);
    if (config.jobs.isScheduling) {
      if (job.cron) await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      else await boss.unschedule(job.name);
    }
    await boss.work(job.name, { pollingIntervalSeconds: config.jobs.pollSeconds }, async () => {
      try {
        const followUp = await job.run();
        // Stately: absorbed when a run is already waiting, which will see the same work.
        if (followUp) await boss.send(job.name, null, { startAfter: Math.ceil(followUp.runAgainInSeconds) });
      } catch (error) {
        log.error({ err: error, job: job.name }, 'a job failed; it is retried until its tries run out');
        throw error;
      }
    });
  }

  return {
    define(job) {
      if (started) throw new Error(`Job ${job.name} was defined after the queue started.`);
      jobs.push(job);
    },
    async send(name) {
      await boss.send(name);
    },
    async listFailed() {
      const { rows } = await database.jobsDb.executeSql(
        `select name, completed_on, retry_count, output from ${SCHEMA}.job
         where state = 'failed' order by completed_on desc limit ${FAILED_SHOWN}`,
      );
      return (rows as { name: string; completed_on: Date; retry_count: number; output: unknown }[]).map(
        (row) => ({
          name: row.name,
          failedAt: new Date(row.completed_on).toISOString(),
          error: errorMessage(row.output),
          attempts: row.retry_count + 1,
        }),
      );
    },
    async countByQueue() {
      // Every queue pg-boss knows (so an idle one reports zeros), on any instance the same numbers.
      const { rows } = await database.jobsDb.executeSql(
        `select queue.name as queue,
           count(*) filter (where job.state in ('created', 'retry'))::int as queued,
           count(*) filter (where job.state = 'active')::int as active,
           count(*) filter (where job.state = 'failed')::int as failed
         from ${SCHEMA}.queue left join ${SCHEMA}.job on job.name = queue.name
         group by queue.name order by queue.name`,
      );
      return rows as QueueCounts[];
    },
    async start() {
      started = true;
      await boss.start();
      for (const job of jobs) await startJob(job);
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
    },
  };
}

function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return 'The job failed without a message.';
}
