import { and, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sensitiveReads } from '../../db/schema/index.ts';

/**
 * The trail is kept one year, as DPDP asks of such records (decision 019); a read older than that
 * is deleted by the daily job, the one DELETE the table's trigger allows.
 */
export const AUDIT_KEPT_YEARS = 1;
/** When the retention job runs: daily, at a minute no other job uses (UTC cron; 03:13 IST). */
export const AUDIT_RETENTION_CRON = '43 21 * * *';

/** A year before `now`, on the calendar (29 February goes to 28 February or 1 March as UTC does). */
export function auditCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AUDIT_KEPT_YEARS);
  return cutoff;
}

/**
 * Deletes the trail's rows older than a year, and returns how many. The transaction says it is the
 * retention job (`sukoon.audit_retention`, local to it); the trigger then lets a DELETE through only
 * for rows older than a year by the database's own clock, which the condition repeats so that a
 * clock ahead of the database's never trips it. Idempotent: a second run finds nothing.
 */
export async function deleteExpiredAuditRows(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('sukoon.audit_retention', 'on', true)`);
    const deleted = await tx
      .delete(sensitiveReads)
      .where(
        and(
          lt(sensitiveReads.readAt, auditCutoff(now)),
          sql`${sensitiveReads.readAt} < now() - interval '${sql.raw(String(AUDIT_KEPT_YEARS))} year'`,
        ),
      )
      .returning({ id: sensitiveReads.id });
    return deleted.length;
  });
}
