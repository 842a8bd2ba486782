import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, optionalLink, requiredLink, stampedNow } from './columns.ts';
import { SENSITIVE_READ_KINDS } from '@sukoon/contract/audit';
import { users } from './users.ts';

const kindList = SENSITIVE_READ_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * Who (an admin or a counsellor) read which client's sensitive data, and when: append-only. No
 * route changes it, and a trigger refuses UPDATE, DELETE and TRUNCATE (migration `audit_trail`),
 * except the retention job's DELETE of rows older than a year (decision 019). An erased account
 * keeps its rows: they name people by id only.
 *
 * A row is one read of one client's data (`subject_id`), or one list shown to the reader
 * (`subject_ids` and `appointment_ids` name every client and appointment on it): a desk load is
 * one row, not one per appointment.
 */
export const sensitiveReads = pgTable(
  'sensitive_reads',
  {
    id: idColumn(),
    readerId: requiredLink('reader_id', () => users.id),
    readerRole: text('reader_role', { enum: ['admin', 'counsellor'] }).notNull(),
    /** Whose data was read: the client; null for a list read, which names them in `subjectIds`. */
    subjectId: optionalLink('subject_id', () => users.id),
    /** A list read: the clients whose data it showed (ids only, like the rest of the trail). */
    subjectIds: uuid('subject_ids').array(),
    /** A list read: the appointments it showed. */
    appointmentIds: uuid('appointment_ids').array(),
    kind: text('kind', { enum: SENSITIVE_READ_KINDS }).notNull(),
    /** The appointment the data belongs to; no foreign key, the trail outlives what it names. */
    appointmentId: uuid('appointment_id'),
    /** A `late_refund`: the reason the admin gave. */
    note: text('note'),
    /** The request that read it, as in the server's log lines. */
    requestId: text('request_id').notNull(),
    readAt: stampedNow('read_at'),
  },
  (table) => [
    index('sensitive_reads_read_at_idx').on(table.readAt.desc()),
    index('sensitive_reads_subject_idx').on(table.subjectId, table.readAt.desc()),
    index('sensitive_reads_reader_idx').on(table.readerId, table.readAt.desc()),
    index('sensitive_reads_subject_ids_idx').using('gin', table.subjectIds),
    check(
      'sensitive_reads_one_or_list_check',
      sql`(${table.subjectId} is null) = (${table.subjectIds} is not null) and (${table.subjectIds} is null) = (${table.appointmentIds} is null)`,
    ),
    check('sensitive_reads_role_check', sql`${table.readerRole} in ('admin', 'counsellor')`),
    check('sensitive_reads_kind_check', sql`${table.kind} in (${sql.raw(kindList)})`),
  ],
);
