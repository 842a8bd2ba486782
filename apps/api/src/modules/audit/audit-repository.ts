import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SensitiveReadKind } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { sensitiveReads, users } from '../../db/schema/index.ts';

const readers = alias(users, 'reader');
const subjects = alias(users, 'subject');

export interface AuditFilter {
  readerId?: string;
  subjectId?: string;
  kind?: SensitiveReadKind;
  /** Reads at or after this instant, and before `until`. */
  since?: Date;
  until?: Date;
  /** The last read of the page before: older ones follow. */
  after?: { readAt: Date; id: string };
}

/**
 * The trail newest first, `limit` rows, with the reader's and the client's names and e-mails (a
 * list read names its clients by id). Filtering by a client finds the lists that showed them too.
 */
export function listSensitiveReads(db: DbOrTx, filter: AuditFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filter.readerId ? eq(sensitiveReads.readerId, filter.readerId) : undefined,
    filter.subjectId
      ? or(
          eq(sensitiveReads.subjectId, filter.subjectId),
          sql`${sensitiveReads.subjectIds} @> array[${filter.subjectId}]::uuid[]`,
        )
      : undefined,
    filter.kind ? eq(sensitiveReads.kind, filter.kind) : undefined,
    filter.since ? gte(sensitiveReads.readAt, filter.since) : undefined,
    filter.until ? lt(sensitiveReads.readAt, filter.until) : undefined,
    filter.after
      ? or(
          lt(sensitiveReads.readAt, filter.after.readAt),
          and(eq(sensitiveReads.readAt, filter.after.readAt), lt(sensitiveReads.id, filter.after.id)),
        )
      : undefined,
  ];
  return db
    .select({
      id: sensitiveReads.id,
      kind: sensitiveReads.kind,
      appointmentId: sensitiveReads.appointmentId,
      appointmentIds: sensitiveReads.appointmentIds,
      subjectIds: sensitiveReads.subjectIds,
      note: sensitiveReads.note,
      requestId: sensitiveReads.requestId,
      readAt: sensitiveReads.readAt,
      readerId: sensitiveReads.readerId,
      readerRole: sensitiveReads.readerRole,
      readerFirstName: readers.firstName,
      readerLastName: readers.lastName,
      readerEmail: readers.email,
      subjectId: sensitiveReads.subjectId,
      subjectFirstName: subjects.firstName,
      subjectLastName: subjects.lastName,
      subjectEmail: subjects.email,
    })
    .from(sensitiveReads)
    .innerJoin(readers, eq(readers.id, sensitiveReads.readerId))
    .leftJoin(subjects, eq(subjects.id, sensitiveReads.subjectId))
    .where(and(...conditions))
    .orderBy(desc(sensitiveReads.readAt), desc(sensitiveReads.id))
    .limit(limit);
}

export type SensitiveReadRow = Awaited<ReturnType<typeof listSensitiveReads>>[number];
