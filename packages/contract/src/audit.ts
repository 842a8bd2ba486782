import { z } from 'zod';
import { isoDay } from './common.ts';

/**
 * The audit trail of reads of a client's sensitive data by an admin or a counsellor (issue 19):
 * appended by the server, read by admins, changed by nobody.
 */

/**
 * What was read: the reason given when booking, the counsellor's notes, the intake answers; and
 * one action the trail keeps beside the reads: an admin's refund of a session that had started
 * (with their reason, decision 019).
 */
export const SENSITIVE_READ_KINDS = ['appointment_reason', 'session_notes', 'intake', 'late_refund'] as const;
export type SensitiveReadKind = (typeof SENSITIVE_READ_KINDS)[number];

export const SENSITIVE_READ_LABELS: Record<SensitiveReadKind, string> = {
  appointment_reason: 'Reason for the appointment',
  session_notes: 'Session notes',
  intake: 'Intake answers',
  late_refund: 'Refund after the session started',
};

export const AUDIT_PAGE_SIZE = 50;

const person = z.object({ _id: z.string(), name: z.string(), email: z.string() });

export const sensitiveRead = z.object({
  _id: z.string(),
  reader: person.extend({ role: z.enum(['admin', 'counsellor']) }),
  /** The client whose data was read; null for a list read, which names its clients in `shown`. */
  subject: person.nullable(),
  kind: z.enum(SENSITIVE_READ_KINDS),
  appointmentId: z.string().nullable(),
  /** A list read (a desk load, an admin list): every appointment and client it showed, in one row. */
  shown: z.object({ appointmentIds: z.array(z.string()), clientIds: z.array(z.string()) }).optional(),
  /** A `late_refund`: the reason the admin gave. */
  note: z.string().optional(),
  requestId: z.string(),
  readAt: z.string(),
});
export type SensitiveRead = z.infer<typeof sensitiveRead>;

const uuid = z.uuid({ message: 'must be an id' });

/** `GET /api/admin/audit`: newest first; `from`/`to` are IST days, both included. */
export const auditQuery = z.object({
  readerId: uuid.optional(),
  subjectId: uuid.optional(),
  kind: z
    .enum(SENSITIVE_READ_KINDS, { message: `must be one of ${SENSITIVE_READ_KINDS.join(', ')}` })
    .optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditResponse = z.object({
  reads: z.array(sensitiveRead),
  /** Present when older reads remain: pass it as `cursor` for the next page. */
  nextCursor: z.string().optional(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
