import type { SensitiveReadKind } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
import { sensitiveReads } from '../../db/schema/index.ts';
import type { SensitiveReader } from '../../plugins/auth.ts';

export interface SensitiveReadRecord {
  /** The client whose data was read. */
  subjectId: string;
  kind: SensitiveReadKind;
  appointmentId?: string | null;
}

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

/** What one list showed: each appointment on it, and whose it is. */
export interface ListedAppointment {
  appointmentId: string;
  subjectId: string;
}

/** A listed appointment from its row. */
export const listedOf = (row: { id: string; userId: string }): ListedAppointment => ({
  appointmentId: row.id,
  subjectId: row.userId,
});

/**
 * Appends ONE row for a list of appointments shown together (a desk load, an admin list), naming
 * every appointment and client on it, rather than one row per appointment: polling a desk no
 * longer multiplies the trail (decision 019). Nothing is written for an empty list.
 */
export async function recordListRead(
  db: DbOrTx,
  reader: SensitiveReader,
  kind: SensitiveReadKind,
  listed: ListedAppointment[],
  now: Date,
): Promise<void> {
  if (reader.role !== 'admin' && reader.role !== 'counsellor') return;
  const shown = listed.filter((item) => item.subjectId !== reader.id);
  if (shown.length === 0) return;
  await db.insert(sensitiveReads).values({
    readerId: reader.id,
    readerRole: reader.role,
    subjectId: null,
    subjectIds: [...new Set(shown.map((item) => item.subjectId))],
    appointmentIds: shown.map((item) => item.appointmentId),
    kind,
    requestId: reader.requestId,
    readAt: now,
  });
}
