import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { IntakeAnswers } from '@sukoon/contract/intake';
import { appointmentIntakes, appointments, counsellors } from '../../db/schema/index.ts';
import { openIntakeAnswers, sealIntakeAnswers } from '../../db/sealed-places.ts';

export type NewIntakeRow = Omit<typeof appointmentIntakes.$inferInsert, 'answers'> & {
  answers: IntakeAnswers;
};

/** One intake per appointment; paying again for one's own hold replaces it. */
export async function saveIntake(db: DbOrTx, plain: NewIntakeRow, now: Date): Promise<void> {
  const row = { ...plain, answers: sealIntakeAnswers(plain.appointmentId, plain.answers) };
  const { appointmentId: _appointmentId, ...changes } = row;
  await db
    .insert(appointmentIntakes)
    .values({ ...row, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: appointmentIntakes.appointmentId, set: { ...changes, updatedAt: now } });
}

/** The appointment's client and counsellor (as user ids), to decide who reads, and its intake if any. */
export async function findIntakeWithParties(db: DbOrTx, appointmentId: string) {
  const [row] = await db
    .select({
      clientUserId: appointments.userId,
      counsellorUserId: counsellors.userId,
      status: appointments.status,
      intake: {
        answers: appointmentIntakes.answers,
        phq9Score: appointmentIntakes.phq9Score,
        gad7Score: appointmentIntakes.gad7Score,
        selfHarmFlag: appointmentIntakes.selfHarmFlag,
        createdAt: appointmentIntakes.createdAt,
      },
    })
    .from(appointments)
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(appointmentIntakes, eq(appointmentIntakes.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row) return undefined;
  const { intake, ...parties } = row;
  return {
    ...parties,
    intake: intake && { ...intake, answers: openIntakeAnswers(appointmentId, intake.answers) },
  };
}
