import type { DbOrTx } from '../../db/client.ts';
import { sensitiveReads } from '../../db/schema/index.ts';
import type { SensitiveReader } from '../../plugins/auth.ts';

/** An action on a client's session the trail keeps beside the reads, with the staff member's reason. */
export interface StaffActionRecord {
  subjectId: string;
  kind: 'late_refund';
  appointmentId: string;
  note: string;
}

/**
 * Appends an admin's action to the audit trail, in the caller's transaction: the action and its
 * record commit together or not at all (decision 019).
 */
export async function recordStaffAction(
  tx: DbOrTx,
  actor: SensitiveReader,
  action: StaffActionRecord,
  now: Date,
): Promise<void> {
  if (actor.role !== 'admin' && actor.role !== 'counsellor') {
    throw new Error('only staff actions are recorded on the trail');
  }
  await tx.insert(sensitiveReads).values({
    readerId: actor.id,
    readerRole: actor.role,
    subjectId: action.subjectId,
    kind: action.kind,
    appointmentId: action.appointmentId,
    note: action.note,
    requestId: actor.requestId,
    readAt: now,
  });
}
