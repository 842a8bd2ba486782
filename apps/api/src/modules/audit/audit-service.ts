import {
  AUDIT_PAGE_SIZE,
  addCalendarDays,
  istInstant,
  type AuditQuery,
  type AuditResponse,
  type SensitiveRead,
  type SensitiveReadKind,
} from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SensitiveReader } from '../../plugins/auth.ts';
import { fieldError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { listSensitiveReads, type SensitiveReadRow } from './audit-repository.ts';
import { listedOf, recordListRead, recordSensitiveRead, recordSensitiveReads } from './sensitive-reads.ts';
import { recordStaffAction } from './staff-actions.ts';

export type { SensitiveReadRecord } from './sensitive-reads.ts';
export type { StaffActionRecord } from './staff-actions.ts';

const badCursor = () => fieldError('VALIDATION_FAILED', 'cursor', 'errors_audit_cursor');

/** A page boundary: the last read's instant and id, opaque to clients. */
const encodeCursor = (row: SensitiveReadRow) =>
  Buffer.from(`${row.readAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { readAt: Date; id: string } {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const readAt = new Date(iso);
  if (Number.isNaN(readAt.getTime()) || !isUuid(id)) throw badCursor();
  return { readAt, id };
}

/** The instant an IST day starts; a day that does not exist (2026-02-30) is refused by name. */
function dayStart(field: 'from' | 'to', day: string, plusDays = 0): Date {
  const asUtc = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 10) !== day) {
    throw fieldError('VALIDATION_FAILED', field, 'errors_real_date');
  }
  return istInstant(addCalendarDays(day, plusDays));
}

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

function toSensitiveRead(row: SensitiveReadRow): SensitiveRead {
  return {
    _id: row.id,
    reader: {
      _id: row.readerId,
      name: fullName(row.readerFirstName, row.readerLastName),
      email: row.readerEmail,
      role: row.readerRole,
    },
    subject:
      row.subjectId === null
        ? null
        : {
            _id: row.subjectId,
            name: fullName(row.subjectFirstName ?? '', row.subjectLastName ?? ''),
            email: row.subjectEmail ?? '',
          },
    kind: row.kind,
    appointmentId: row.appointmentId,
    ...(row.appointmentIds && row.subjectIds
      ? { shown: { appointmentIds: row.appointmentIds, clientIds: row.subjectIds } }
      : {}),
    ...(row.note === null ? {} : { note: row.note }),
    requestId: row.requestId,
    readAt: row.readAt.toISOString(),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The audit trail: its recorders, which other modules are handed and call with their own
 * transaction (`tx`) so a read or an action and its record commit together (decision 019), and
 * the admins' view of it, filtered, newest first, a page at a time.
 */
export function createAuditService(ctx: Pick<AppContext, 'db'>) {
  return {
    recordReads: recordSensitiveReads,
    recordRead: recordSensitiveRead,
    /** ONE row for the appointments a list showed, each with its client (`recordListRead`). */
    recordListRead: (
      db: DbOrTx,
      reader: SensitiveReader,
      kind: SensitiveReadKind,
      rows: readonly { id: string; userId: string }[],
      now: Date,
    ) => recordListRead(db, reader, kind, rows.map(listedOf), now),
    recordStaffAction,

    async listReads(query: AuditQuery): Promise<AuditResponse> {
      if (query.from && query.to && query.to < query.from)
        throw fieldError('VALIDATION_FAILED', 'to', 'errors_to_before_from');
      const rows = await listSensitiveReads(
        ctx.db,
        {
          ...(query.readerId ? { readerId: query.readerId } : {}),
          ...(query.subjectId ? { subjectId: query.subjectId } : {}),
          ...(query.kind ? { kind: query.kind } : {}),
          ...(query.from ? { since: dayStart('from', query.from) } : {}),
          ...(query.to ? { until: dayStart('to', query.to, 1) } : {}),
          ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
        },
        AUDIT_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        reads: page.map(toSensitiveRead),
        ...(rows.length > AUDIT_PAGE_SIZE && last ? { nextCursor: encodeCursor(last) } : {}),
      };
    },
  };
}
