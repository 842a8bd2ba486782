import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns.ts';

/**
 * The fingerprint of the data encryption key the database was first started with: one row. An
 * instance holding another key refuses to start (db/data-key-fingerprint.ts, decision 021), so two
 * instances can never seal with different keys into one database.
 */
export const dataKeyFingerprint = pgTable(
  'data_key_fingerprint',
  {
    id: smallint('id').primaryKey().default(1),
    /** `dataKeyId` of the key: eight characters that name it without revealing it. */
    fingerprint: text('fingerprint').notNull(),
    recordedAt: stampedNow('recorded_at'),
  },
  (table) => [check('data_key_fingerprint_one_row', sql`${table.id} = 1`)],
);
