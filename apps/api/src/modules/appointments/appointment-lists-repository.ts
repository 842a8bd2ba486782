import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentFeedback,
  appointmentIntakes,
  appointments,
  counsellors,
  payments,
  users,
} from '../../db/schema/index.ts';
import { withOpenReasons } from '../../db/sealed-places.ts';
import { containsPattern } from '../../lib/search-pattern.ts';
import type { AppointmentRow } from './appointments-repository.ts';

// Paid requests as the lists, the desk and the e-mails read them: with their client and counsellor.

/** A request with what the admin list and the e-mails need about its client and payment. */
export interface AppointmentWithClient extends Omit<AppointmentRow, 'heldFrom' | 'reason'> {
  /** Opened in its own row's place (db/sealed-places.ts). */
  reason: string;
  firstName: string;
  email: string;
  /** The client's profile language: their e-mails are written in it. */
  language: string;
  phone: string | null;
  paymentStatus: (typeof payments.$inferSelect)['status'] | null;
  /** Who the session is with (all null in the spec's one-calendar practice). */
  counsellorSlug: string | null;
  counsellorFirstName: string | null;
  counsellorLastName: string | null;
  counsellorTitle: string | null;
  counsellorPhoto: string | null;
  /** The counsellor's account: who is told, by notification and e-mail. */
  counsellorUserId: string | null;
  counsellorEmail: string | null;
  counsellorLanguage: string | null;
  /** Whether its client has given feedback on the session. */
  feedbackGiven: boolean;
  /** The intake's self-harm flag; null without an intake. */
  selfHarmFlag: boolean | null;
}

/** Statuses of requests that were paid for; unpaid holds are nobody's business but the payer's. */
const PAID_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;

/** The counsellor's own account row, for their name (the client is `users`). */
const counsellorAccounts = alias(users, 'counsellor_account');

const clientColumns = {
  id: appointments.id,
  userId: appointments.userId,
  date: appointments.date,
  slot: appointments.slot,
  reason: appointments.reason,
  status: appointments.status,
  paymentId: appointments.paymentId,
  counsellorId: appointments.counsellorId,
  holdExpiresAt: appointments.holdExpiresAt,
  meetingLink: appointments.meetingLink,
  icsSequence: appointments.icsSequence,
  rescheduledAt: appointments.rescheduledAt,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  firstName: users.firstName,
  email: users.email,
  language: users.language,
  phone: users.phone,
  paymentStatus: payments.status,
  counsellorSlug: counsellors.slug,
  counsellorFirstName: counsellorAccounts.firstName,
  counsellorLastName: counsellorAccounts.lastName,
  counsellorTitle: counsellors.title,
  counsellorPhoto: counsellors.photo,
  counsellorUserId: counsellors.userId,
  counsellorEmail: counsellorAccounts.email,
  counsellorLanguage: counsellorAccounts.language,
  feedbackGiven: sql<boolean>`${appointmentFeedback.appointmentId} is not null`,
  selfHarmFlag: appointmentIntakes.selfHarmFlag,
};

const selectWithClient = (db: DbOrTx) =>
  db
    .select(clientColumns)
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(payments, eq(payments.id, appointments.paymentId))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(counsellorAccounts, eq(counsellorAccounts.id, counsellors.userId))
    .leftJoin(appointmentFeedback, eq(appointmentFeedback.appointmentId, appointments.id))
    .leftJoin(appointmentIntakes, eq(appointmentIntakes.appointmentId, appointments.id));

// Each list is its query (which the query-plan test explains) and the reading that opens its
// reasons in their rows' places.

export const paidWithClientsQuery = (db: DbOrTx, counsellorId?: string) =>
  selectWithClient(db)
    .where(
      and(
        inArray(appointments.status, PAID_STATUSES),
        counsellorId === undefined ? undefined : eq(appointments.counsellorId, counsellorId),
      ),
    )
    .orderBy(desc(appointments.date), asc(appointments.slot));

/** Every paid request (or one counsellor's), newest day first, each day in hour order. */
export function listPaidWithClients(db: DbOrTx, counsellorId?: string): Promise<AppointmentWithClient[]> {
  return paidWithClientsQuery(db, counsellorId).then(withOpenReasons);
}

export interface PaidFilter {
  counsellorId?: string | undefined;
  /** One of the paid statuses; all of them without it. */
  status?: (typeof PAID_STATUSES)[number] | undefined;
  /** In the client's first name or e-mail. */
  q?: string | undefined;
}

const paidMatching = ({ counsellorId, status, q }: PaidFilter) =>
  and(
    status ? eq(appointments.status, status) : inArray(appointments.status, PAID_STATUSES),
    counsellorId === undefined ? undefined : eq(appointments.counsellorId, counsellorId),
    q ? or(ilike(users.firstName, containsPattern(q)), ilike(users.email, containsPattern(q))) : undefined,
  );

export const paidWithClientsPageQuery = (
  db: DbOrTx,
  filter: PaidFilter,
  { offset, limit }: { offset: number; limit: number },
) =>
  selectWithClient(db)
    .where(paidMatching(filter))
    .orderBy(desc(appointments.date), asc(appointments.slot), asc(appointments.id))
    .limit(limit)
    .offset(offset);

/** One page of the admin's list, newest date first (the status-date index with a status). */
export function listPaidWithClientsPage(
  db: DbOrTx,
  filter: PaidFilter,
  page: { offset: number; limit: number },
): Promise<AppointmentWithClient[]> {
  return paidWithClientsPageQuery(db, filter, page).then(withOpenReasons);
}

export async function countPaidWithClients(db: DbOrTx, filter: PaidFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(paidMatching(filter));
  return row?.total ?? 0;
}

export const paidOfUserQuery = (db: DbOrTx, userId: string) =>
  selectWithClient(db)
    .where(and(eq(appointments.userId, userId), inArray(appointments.status, PAID_STATUSES)))
    .orderBy(desc(appointments.date), asc(appointments.slot));

export function listPaidOfUser(db: DbOrTx, userId: string): Promise<AppointmentWithClient[]> {
  return paidOfUserQuery(db, userId).then(withOpenReasons);
}

export async function findWithClient(db: DbOrTx, id: string): Promise<AppointmentWithClient | undefined> {
  const [row] = await selectWithClient(db).where(eq(appointments.id, id)).limit(1).then(withOpenReasons);
  return row;
}
