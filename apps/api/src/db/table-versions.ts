import { eq, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.ts';
import { coalesced } from '../lib/coalesced.ts';
import { tableVersions } from './schema/index.ts';

/** The channel migration 0007's (and 0019's) triggers notify on, with the changed version's name. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/**
 * Which committed writes a cached answer has missed. Migration 0007's triggers note every
 * statement that writes `courses`, `blogs` or `webinars`, whoever makes it: this server, another
 * instance, `admin:create`, a seed, plain SQL. Migration 0019's note, as `enrolment_totals` and
 * `counsellor_totals`, every statement that could change a total of the admin's enrolment or
 * counsellor list.
 */
export interface TableVersions {
  /**
   * The table's version: it changes once a write to the table commits, and an answer read at one
   * version may be served for as long as the version stays. A plain number when this process can
   * know it without asking the database.
   */
  of(table: string): number | Promise<number>;
}

/**
 * The embedded database: this process is its only user (the data directory is locked), and
 * PGlite hands a NOTIFY to its listener before the committing query returns, so a counter per
 * table bumped on each one is exact, and reading it costs nothing.
 */
export async function listenToPgliteTables(client: PGlite): Promise<TableVersions> {
  const versions = new Map<string, number>();
  await client.listen(TABLE_CHANGES_CHANNEL, (table) => versions.set(table, (versions.get(table) ?? 0) + 1));
  return { of: (table) => versions.get(table) ?? 0 };
}

/**
 * PostgreSQL shared by several instances: a NOTIFY reaches the others milliseconds after the
 * writer's answer may already have left, so each read asks for the version row (a prepared
 * statement on the primary key). Reads arriving together share one question, but never one that
 * was asked before they arrived: a late arrival waits for the next.
 */
export function readPostgresTables(db: Db): TableVersions {
  const lookup = db
    .select({ version: tableVersions.version })
    .from(tableVersions)
    .where(eq(tableVersions.tableName, sql.placeholder('table')))
    .prepare('table_version');
  const readers = new Map<string, () => Promise<number>>();
  return {
    of(table) {
      let read = readers.get(table);
      if (!read) {
        read = coalesced(async () => {
          const [row] = await lookup.execute({ table });
          return row?.version ?? 0;
        });
        readers.set(table, read);
      }
      return read();
    },
  };
}
