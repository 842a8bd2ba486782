import { type AppointmentIntake, type IntakeAnswers } from '@sukoon/contract/intake';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { SensitiveReader } from '../../plugins/auth.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { findIntakeWithParties, saveIntake } from './intakes-repository.ts';
import { scoreIntake, scoredQuestionnaire } from './intake-scoring.ts';

const NOT_FOUND = 'errors_appointment_not_found';
/** A counsellor reads intakes of paid requests only; an unpaid hold is not theirs yet. */
const COUNSELLOR_STATUSES = new Set<string>(['pending', 'accepted', 'rejected', 'cancelled']);

const isEmpty = (answers: IntakeAnswers): boolean =>
  !answers.concerns && !answers.hopes && !answers.phq9 && !answers.gad7;

/** Stores the booking's intake, scored here, in the hold's transaction; an empty one is not kept. */
async function recordIntake(
  tx: DbOrTx,
  appointmentId: string,
  answers: IntakeAnswers | undefined,
  now: Date,
): Promise<void> {
  if (!answers || isEmpty(answers)) return;
  const kept: IntakeAnswers = {
    ...(answers.concerns ? { concerns: answers.concerns } : {}),
    ...(answers.hopes ? { hopes: answers.hopes } : {}),
    ...(answers.phq9 ? { phq9: answers.phq9 } : {}),
    ...(answers.gad7 ? { gad7: answers.gad7 } : {}),
  };
  await saveIntake(tx, { appointmentId, answers: kept, ...scoreIntake(kept) }, now);
}

/**
 * Who reads an intake: its client, and the counsellor of that session. Admins are refused (they
 * see whether a session is flagged, never the answers); anyone else learns nothing (404).
 */
export function createIntakesService({
  db,
  now,
  audit,
}: Pick<AppContext, 'db' | 'now'> & { audit: Pick<AuditService, 'recordRead'> }) {
  return {
    recordIntake,

    async read(user: SensitiveReader, appointmentId: string): Promise<AppointmentIntake> {
      if (user.role === 'admin') throw forbidden('errors_intake_admins');
      const row = isUuid(appointmentId) ? await findIntakeWithParties(db, appointmentId) : undefined;
      const isClient = row?.clientUserId === user.id && user.role === 'user';
      const isCounsellor =
        row?.counsellorUserId === user.id &&
        user.role === 'counsellor' &&
        COUNSELLOR_STATUSES.has(row.status);
      if (!row || (!isClient && !isCounsellor)) throw notFound(NOT_FOUND);
      if (!row.intake) throw notFound('errors_intake_not_found');
      // The counsellor's read is on the audit trail before they see anything (the client's is not).
      if (isCounsellor) {
        await audit.recordRead(
          db,
          user,
          { subjectId: row.clientUserId, kind: 'intake', appointmentId },
          now(),
        );
      }
      const answers = row.intake.answers;
      return {
        appointmentId,
        concerns: answers.concerns ?? null,
        hopes: answers.hopes ?? null,
        phq9: scoredQuestionnaire('phq9', answers.phq9),
        gad7: scoredQuestionnaire('gad7', answers.gad7),
        selfHarmFlag: row.intake.selfHarmFlag,
        createdAt: row.intake.createdAt.toISOString(),
      };
    },
  };
}

export type IntakesService = ReturnType<typeof createIntakesService>;
