import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ConfigError } from '../config/env.ts';
import { canOpenKey, isSealedWithoutPlace, openSealedText, sealText } from '../lib/sealed-text.ts';
import { queryRows, type Db } from './client.ts';
import { appointmentIntakes, appointments, sessionNotes, staffTwoFactor } from './schema/index.ts';
import { SEALED_PLACES } from './sealed-places.ts';

/** A column declared with `sealedText` or `sealedJson`, its place, and how its row key is written. */
export interface SealedColumn {
  table: PgTable;
  column: PgColumn;
  place: { table: string; column: string };
  /** The row key as text, as db/sealed-places.ts writes it: the associated data's last part. */
  rowKey: SQL;
}

/** Every column kept encrypted at rest; a new sealed column is added here and in sealed-places.ts. */
export const SEALED_COLUMNS: SealedColumn[] = [
  {
    table: appointments,
    column: appointments.reason,
    place: SEALED_PLACES.appointmentReason,
    rowKey: sql`${appointments.id}::text`,
  },
  {
    table: sessionNotes,
    column: sessionNotes.body,
    place: SEALED_PLACES.sessionNoteBody,
    rowKey: sql`${sessionNotes.appointmentId}::text || ':' || ${sessionNotes.counsellorId}::text`,
  },
  {
    table: appointmentIntakes,
    column: appointmentIntakes.answers,
    place: SEALED_PLACES.intakeAnswers,
    rowKey: sql`${appointmentIntakes.appointmentId}::text`,
  },
  {
    // Sealed by two-factor-repository.ts (a text column holding the sealed string).
    table: staffTwoFactor,
    column: staffTwoFactor.secretSealed,
    place: SEALED_PLACES.twoFactorSecret,
    rowKey: sql`${staffTwoFactor.userId}::text`,
  },
];

const BATCH = 500;

/**
 * Run at every start, after the migrations: refuses to start when the data key cannot open what is
 * already sealed (a lost or wrong DATA_ENCRYPTION_KEY would otherwise fail one request at a time),
 * then seals in its place any value still stored as plain text (rows from before encryption) or
 * sealed without a place (`sealed:v1:`, before decision 021). Idempotent, and safe with several
 * instances at once: a row is rewritten only while it still holds the value that was read.
 * Decisions 015 and 021.
 */
export async function sealPlainText(db: Db, columns: SealedColumn[] = SEALED_COLUMNS): Promise<number> {
  for (const { table, column } of columns) await checkKeyOpens(db, table, column);
  let sealed = 0;
  for (const { table, column, place, rowKey } of columns) {
    for (;;) {
      const rows = await queryRows<{ key: string; value: string }>(
        db,
        sql`select ${rowKey} as key, ${column} as value from ${table}
            where ${column} not like 'sealed:v2:%' limit ${BATCH}`,
      );
      if (rows.length > 0) {
        const values = sql.join(
          rows.map((row) => {
            const at = { ...place, rowKey: row.key };
            const plain = isSealedWithoutPlace(row.value) ? openSealedText(row.value, at) : row.value;
            return sql`(${row.key}, ${row.value}, ${sealText(plain, at)})`;
          }),
          sql`, `,
        );
        // One statement per batch; a row is rewritten only while it still holds what was read.
        const updated = await queryRows<{ one: number }>(
          db,
          sql`update ${table} set ${sql.identifier(column.name)} = batch.sealed
              from (values ${values}) as batch(key, old, sealed)
              where ${rowKey} = batch.key and ${column} = batch.old
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
