import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SENSITIVE_READ_KINDS } from '@sukoon/contract/audit';
import { users } from './users.ts';

const kindList = SENSITIVE_READ_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * Who (an admin or a counsellor) read which client's sensitive data, and when: append-only. No
 * route changes it, and a trigger refuses UPDATE, DELETE and TRUNCATE (migration `audit_trail`).
 * An erased account keeps its rows: they name people by id only.
 */
export const sensitiveReads = pgTable(
  'sensitive_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => users.id),
    readerRole: text('reader_role', { enum: ['admin', 'counsellor'] }).notNull(),
    /** Whose data was read: the client. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: SENSITIVE_READ_KINDS }).notNull(),
    /** The appointment the data belongs to; no foreign key, the trail outlives what it names. */
    appointmentId: uuid('appointment_id'),
    /** The request that read it, as in the server's log lines. */
    requestId: text('request_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sensitive_reads_read_at_idx').on(table.readAt.desc()),
    index('sensitive_reads_subject_idx').on(table.subjectId, table.readAt.desc()),
    index('sensitive_reads_reader_idx').on(table.readerId, table.readAt.desc()),
    check('sensitive_reads_role_check', sql`${table.readerRole} in ('admin', 'counsellor')`),
    check('sensitive_reads_kind_check', sql`${table.kind} in (${sql.raw(kindList)})`),
  ],
);
