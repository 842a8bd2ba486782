import type { SensitiveReadKind } from '@sukoon/contract/audit';
import { m } from '../../../paraglide/messages.js';

/** The contract's SENSITIVE_READ_LABELS in the page's language: message functions, called at render. */
export const READ_KIND_WORDS: Record<SensitiveReadKind, () => string> = {
  appointment_reason: m.staff_audit_kind_reason,
  session_notes: m.staff_audit_kind_notes,
  intake: m.staff_desk_intake,
  late_refund: m.staff_audit_kind_late_refund,
};
