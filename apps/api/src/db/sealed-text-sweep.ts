import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ConfigError } from '../config/env.ts';
import { canOpenKey, sealText } from '../lib/sealed-text.ts';
import { queryRows, type Db } from './client.ts';
import { appointments, sessionNotes, staffTwoFactor } from './schema/index.ts';

/** A column declared with `sealedText`, and the key that names its rows. */
export interface SealedColumn {
  table: PgTable;
  key: PgColumn;
  column: PgColumn;
}

/** Every column kept encrypted at rest; a new `sealedText` column is added here too. */
export const SEALED_COLUMNS: SealedColumn[] = [
  { table: appointments, key: appointments.id, column: appointments.reason },
  { table: sessionNotes, key: sessionNotes.appointmentId, column: sessionNotes.body },
  // Sealed by two-factor-repository.ts itself (not a `sealedText` column); checked at start all the same.
  { table: staffTwoFactor, key: staffTwoFactor.userId, column: staffTwoFactor.secretSealed },
];

const BATCH = 500;

/**
 * Run at every start, after the migrations: refuses to start when the data key cannot open what is
 * already sealed (a lost or wrong DATA_ENCRYPTION_KEY would otherwise fail one request at a time),
 * then seals any value still stored as plain text (rows from before encryption, or written by an
 * older instance during a rolling upgrade). Idempotent, and safe with several instances at once:
 * a row is rewritten only while it still holds the plain text that was read. Decision 015.
 */
export async function sealPlainText(db: Db, columns: SealedColumn[] = SEALED_COLUMNS): Promise<number> {
  let sealed = 0;
  for (const { table, key, column } of columns) {
    await checkKeyOpens(db, table, column);
    for (;;) {
      const rows = (await db
        .select({ key: key, value: column })
        .from(table)
        .where(sql`${column} not like 'sealed:%'`)
        .limit(BATCH)) as { key: string; value: string }[];
      if (rows.length > 0) {
        // One statement per batch; a row is rewritten only while it still holds what was read.
        const values = sql.join(
          rows.map((row) => sql`(${row.key}, ${row.value}, ${sealText(row.value)})`),
          sql`, `,
        );
        const keyType = sql.raw(key.getSQLType());
        const updated = await queryRows<{ one: number }>(
          db,
          sql`update ${table} set ${sql.identifier(column.name)} = batch.sealed
              from (values ${values}) as batch(key, plain, sealed)
              where ${key} = batch.key::${keyType} and ${column} = batch.plain
              returning 1 as one`,
        );
        sealed += updated.length;
        // Nothing rewritten: other writers are changing these rows; the next start seals them.
        if (updated.length === 0) break;
      }
      if (rows.length < BATCH) break;
    }
  }
  return sealed;
}

/** Every key id the column's sealed values name must be one this process holds. */
async function checkKeyOpens(db: Db, table: PgTable, column: PgColumn): Promise<void> {
  const rows = await queryRows<{ keyId: string }>(
    db,
    sql`select distinct split_part(${column}, ':', 3) as "keyId" from ${table} where ${column} like 'sealed:%'`,
  );
  const unknown = rows.map((row) => row.keyId).filter((keyId) => !canOpenKey(keyId));
  if (unknown.length > 0) {
    throw new ConfigError([
      `DATA_ENCRYPTION_KEY: the database holds data sealed with key ${unknown.join(', ')}, which this key does not open; start with the key it was written with`,
    ]);
  }
}
