import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentIntakes,
  appointmentOutcomes,
  appointments,
  counsellors,
  sessionNotes,
  users,
} from '../../db/schema/index.ts';
import { openNoteBody, sealNoteBody, withOpenReasons } from '../../db/sealed-places.ts';

/** The reads and writes booking needs about counsellors: who they are, their desk, their notes. */

export interface CounsellorRef {
  id: string;
  userId: string;
  active: boolean;
}

const refColumns = { id: counsellors.id, userId: counsellors.userId, active: counsellors.active };

export async function findCounsellor(db: DbOrTx, id: string): Promise<CounsellorRef | undefined> {
  const [row] = await db.select(refColumns).from(counsellors).where(eq(counsellors.id, id)).limit(1);
  return row;
}

/** The counsellor profile behind a signed-in account, if it is one. */
export async function findCounsellorOfUser(db: DbOrTx, userId: string): Promise<CounsellorRef | undefined> {
  const [row] = await db.select(refColumns).from(counsellors).where(eq(counsellors.userId, userId)).limit(1);
  return row;
}

/** "Any available counsellor" just gave them a session: they go to the back of the queue. */
export async function markAssigned(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(counsellors).set({ lastAssignedAt: now }).where(eq(counsellors.id, id));
}

/** A counsellor's paid sessions and requests, soonest first, with the client's first name only. */
export function listDeskAppointments(db: DbOrTx, counsellorId: string) {
  return db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
      reason: appointments.reason,
      clientFirstName: users.firstName,
      meetingLink: appointments.meetingLink,
      outcome: appointmentOutcomes.outcome,
      selfHarmFlag: appointmentIntakes.selfHarmFlag,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(appointmentOutcomes, eq(appointmentOutcomes.appointmentId, appointments.id))
    .leftJoin(appointmentIntakes, eq(appointmentIntakes.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.counsellorId, counsellorId),
        inArray(appointments.status, ['pending', 'accepted', 'rejected', 'cancelled']),
      ),
    )
    .orderBy(asc(appointments.date), asc(appointments.slot))
    .then(withOpenReasons);
}

/** The appointment's counsellor, to check who may act on it. */
export async function findAppointmentCounsellor(
  db: DbOrTx,
  appointmentId: string,
): Promise<{ counsellorId: string | null; status: string; userId: string } | undefined> {
  const [row] = await db
    .select({
      counsellorId: appointments.counsellorId,
      status: appointments.status,
      userId: appointments.userId,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}

/** One counsellor's own notes on an appointment; another counsellor's are never read here. */
export async function findNotes(db: DbOrTx, appointmentId: string, counsellorId: string) {
  const [row] = await db
    .select({
      appointmentId: sessionNotes.appointmentId,
      counsellorId: sessionNotes.counsellorId,
      body: sessionNotes.body,
      updatedAt: sessionNotes.updatedAt,
    })
    .from(sessionNotes)
    .where(and(eq(sessionNotes.appointmentId, appointmentId), eq(sessionNotes.counsellorId, counsellorId)))
    .limit(1);
  return row && { body: openNoteBody(row, row.body), updatedAt: row.updatedAt };
}

/** Writes the counsellor's own notes on an appointment; each author has their own row. */
export async function saveNotes(
  db: DbOrTx,
  notes: { appointmentId: string; counsellorId: string; body: string },
  now: Date,
) {
  const body = sealNoteBody(notes, notes.body);
  // The row names its writer: the body is sealed for that appointment and counsellor.
  const [row] = await db
    .insert(sessionNotes)
    .values({ ...notes, body, updatedAt: now })
    .onConflictDoUpdate({
      target: [sessionNotes.appointmentId, sessionNotes.counsellorId],
      set: { body, updatedAt: now },
    })
    .returning({ updatedAt: sessionNotes.updatedAt });
  if (!row) throw new Error('session notes were not saved');
  return { body: notes.body, updatedAt: row.updatedAt };
}
