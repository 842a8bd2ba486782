import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, counsellors, sessionAttendance, users } from '../../db/schema/index.ts';

/** A session and its two people, as the room needs them. */
export interface RoomAppointment {
  id: string;
  date: string;
  slot: number;
  status: string;
  meetingLink: string | null;
  clientUserId: string;
  clientFirstName: string;
  counsellorUserId: string | null;
  counsellorFirstName: string | null;
}

const counsellorUsers = alias(users, 'counsellor_users');

export async function findRoomAppointment(db: DbOrTx, id: string): Promise<RoomAppointment | undefined> {
  const [row] = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
      meetingLink: appointments.meetingLink,
      clientUserId: appointments.userId,
      clientFirstName: users.firstName,
      counsellorUserId: counsellors.userId,
      counsellorFirstName: counsellorUsers.firstName,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(counsellorUsers, eq(counsellorUsers.id, counsellors.userId))
    .where(eq(appointments.id, id))
    .limit(1);
  return row;
}

/** A person came into the room: the row their leave will close. */
export async function recordJoin(
  db: DbOrTx,
  entry: { appointmentId: string; userId: string; role: 'client' | 'counsellor'; joinedAt: Date },
): Promise<string> {
  const [row] = await db.insert(sessionAttendance).values(entry).returning({ id: sessionAttendance.id });
  if (!row) throw new Error('attendance row not written');
  return row.id;
}

export async function recordLeave(db: DbOrTx, attendanceId: string, leftAt: Date): Promise<void> {
  await db
    .update(sessionAttendance)
    .set({ leftAt })
    .where(and(eq(sessionAttendance.id, attendanceId), isNull(sessionAttendance.leftAt)));
}

/** Whether someone other than `userId` is in the room now (a join not yet closed by its leave). */
export async function isOtherPresent(db: DbOrTx, appointmentId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessionAttendance.id })
    .from(sessionAttendance)
    .where(
      and(
        eq(sessionAttendance.appointmentId, appointmentId),
        ne(sessionAttendance.userId, userId),
        isNull(sessionAttendance.leftAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface AttendanceRow {
  appointmentId: string;
  role: 'client' | 'counsellor';
  firstName: string;
  joinedAt: Date;
  leftAt: Date | null;
}

/** Every join and leave of these sessions, oldest first. */
export async function listAttendance(db: DbOrTx, appointmentIds: string[]): Promise<AttendanceRow[]> {
  if (appointmentIds.length === 0) return [];
  return db
    .select({
      appointmentId: sessionAttendance.appointmentId,
      role: sessionAttendance.role,
      firstName: users.firstName,
      joinedAt: sessionAttendance.joinedAt,
      leftAt: sessionAttendance.leftAt,
    })
    .from(sessionAttendance)
    .innerJoin(users, eq(users.id, sessionAttendance.userId))
    .where(inArray(sessionAttendance.appointmentId, appointmentIds))
    .orderBy(asc(sessionAttendance.joinedAt));
}
