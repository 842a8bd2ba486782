import type { FastifyRequest } from 'fastify';
import type { SensitiveReadKind } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { sensitiveReads } from '../../db/schema/index.ts';
import { currentUser, type AuthenticatedUser } from '../../plugins/auth.ts';

/** The signed-in caller of a request that may show a client's sensitive data. */
export interface SensitiveReader extends AuthenticatedUser {
  /** Fastify's request id, as in the log lines of the same request. */
  requestId: string;
}

export interface SensitiveReadRecord {
  /** The client whose data was read. */
  subjectId: string;
  kind: SensitiveReadKind;
  appointmentId?: string | null;
}

/** The caller of a route guarded by requireUser or requireAdmin, with the request's id. */
export const sensitiveReaderOf = (request: FastifyRequest): SensitiveReader => ({
  ...currentUser(request),
  requestId: request.id,
});

/**
 * Appends to the audit trail what an admin or a counsellor is about to be shown of clients'
 * sensitive data (reasons, notes, intake). A client reading their own is not recorded. Call it
 * before answering, in the same transaction as the read if there is one: no record, no answer.
 */
export async function recordSensitiveReads(
  db: DbOrTx,
  reader: SensitiveReader,
  reads: SensitiveReadRecord[],
  now: Date,
): Promise<void> {
  if (reader.role !== 'admin' && reader.role !== 'counsellor') return;
  const rows = reads
    .filter((read) => read.subjectId !== reader.id)
    .map((read) => ({
      readerId: reader.id,
      readerRole: reader.role as 'admin' | 'counsellor',
      subjectId: read.subjectId,
      kind: read.kind,
      appointmentId: read.appointmentId ?? null,
      requestId: reader.requestId,
      readAt: now,
    }));
  if (rows.length > 0) await db.insert(sensitiveReads).values(rows);
}

/** One read: `recordSensitiveReads` for a single record. */
export const recordSensitiveRead = (
  db: DbOrTx,
  reader: SensitiveReader,
  read: SensitiveReadRecord,
  now: Date,
): Promise<void> => recordSensitiveReads(db, reader, [read], now);
