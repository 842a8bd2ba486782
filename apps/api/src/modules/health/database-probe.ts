import type { AppContext } from '../../app-context.ts';
import { sql } from 'drizzle-orm';

/** How long one good answer from the database vouches for it. */
export const DATABASE_PROBE_TTL_MS = 1_000;

/**
 * The database check behind /api/health. Probes arriving together share one round trip, and a
 * good answer stands for a second: a flood of health checks must not queue behind the one
 * connection of the embedded database, while a database that stops answering still shows at
 * the next check after that second. Failures are never remembered.
 */
export function createDatabaseProbe({
  db,
  clock = Date.now,
}: Pick<AppContext, 'db'> & { clock?: () => number }): () => Promise<void> {
  let healthyAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  return () => {
    if (clock() - healthyAt < DATABASE_PROBE_TTL_MS) return Promise.resolve();
    inFlight ??= db
      .execute(sql`select 1`)
      .then(() => {
        healthyAt = clock();
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}
