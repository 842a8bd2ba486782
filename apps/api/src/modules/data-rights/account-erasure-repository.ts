import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentFeedback,
  appointmentIntakes,
  appointmentNotices,
  sessionAttendance,
  notificationPreferences,
  phoneMessages,
  phoneVerifications,
  pushMessages,
  pushSubscriptions,
  appointments,
  certificates,
  courseRatings,
  googleSignInCodes,
  invoicePdfs,
  invoices,
  lessonCompletions,
  notifications,
  passwordResets,
  payments,
  pendingRegistrations,
  sessionNotes,
  users,
} from '../../db/schema/index.ts';

const accountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  erasedAt: users.erasedAt,
};

/** The account to erase, unlocked (its password is checked outside any transaction); undefined when gone or erased already. */
export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row?.erasedAt ? undefined : row;
}

/** The account to erase, locked until the transaction ends; undefined when gone or erased already. */
export async function lockAccount(tx: DbOrTx, userId: string) {
  const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for('update');
  return row?.erasedAt ? undefined : row;
}

/** The person's paid requests and sessions that have not ended, with what their payment was. */
export function listLiveSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: appointments.id,
      userId: appointments.userId,
      date: appointments.date,
      slot: appointments.slot,
      status: appointments.status,
      counsellorId: appointments.counsellorId,
      paymentId: appointments.paymentId,
      amountPaise: payments.amountPaise,
      paymentStatus: payments.status,
    })
    .from(appointments)
    .leftJoin(payments, eq(payments.id, appointments.paymentId))
    .where(and(eq(appointments.userId, userId), inArray(appointments.status, ['pending', 'accepted'])));
}

export type LiveSession = Awaited<ReturnType<typeof listLiveSessions>>[number];

/** Cancels a session or request for good, raising its calendar SEQUENCE (the counsellor's .ics). */
export async function cancelForErasure(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'cancelled', icsSequence: sql`${appointments.icsSequence} + 1`, updatedAt: now })
    .where(and(eq(appointments.id, id), inArray(appointments.status, ['pending', 'accepted'])));
}

/**
 * Removes what the person wrote or what names them, keeping the rows the practice's books and
 * calendars need (appointments, payments, enrolments, seats) under the anonymised account.
 */
export async function erasePersonalRecords(tx: DbOrTx, userId: string, email: string, now: Date) {
  const own = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, userId));
  await tx
    .update(appointments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'awaiting_payment')));
  await tx
    .update(appointments)
    // Stored empty, not sealed: nothing is left to protect (the start-up sweep seals it anyway).
    .set({ reason: sql`''`, meetingLink: null, heldFrom: null, updatedAt: now })
    .where(eq(appointments.userId, userId));
  await tx.delete(sessionNotes).where(inArray(sessionNotes.appointmentId, own));
  // Intake answers are health data nothing requires us to keep. Consent records stay: they name
  // the person by the anonymised account's id only, and show what was agreed to and when.
  await tx.delete(appointmentIntakes).where(inArray(appointmentIntakes.appointmentId, own));
  await tx
    .update(appointmentFeedback)
    .set({ comment: null })
    .where(inArray(appointmentFeedback.appointmentId, own));
  await tx.delete(appointmentNotices).where(eq(appointmentNotices.userId, userId));
  // When they came into a session's room: nothing requires it once the account is gone.
  await tx.delete(sessionAttendance).where(eq(sessionAttendance.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  // Messages owed or sent to the phone carry the number and a first name; a code waiting for its
  // number goes too. Turning SMS and WhatsApp on and off stays, as the consents do.
  await tx.delete(phoneMessages).where(eq(phoneMessages.userId, userId));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  // The devices that received push, and what they were owed: nothing may reach them any more.
  await tx.delete(pushMessages).where(eq(pushMessages.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(googleSignInCodes).where(eq(googleSignInCodes.userId, userId));
  await tx.delete(lessonCompletions).where(eq(lessonCompletions.userId, userId));
  await tx.delete(certificates).where(eq(certificates.userId, userId));
  await tx.delete(courseRatings).where(eq(courseRatings.userId, userId));
  // Invoices stay (numbered, for the tax records) without the buyer's name, e-mail or GSTIN; their
  // kept PDFs print them, so those go (a download draws the anonymised document afresh).
  await tx
    .delete(invoicePdfs)
    .where(
      inArray(
        invoicePdfs.invoiceId,
        tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, userId)),
      ),
    );
  await tx
    .update(invoices)
    .set({ buyerName: 'Deleted account', buyerEmail: `erased-${userId}@erased.invalid`, buyerGstin: null })
    .where(eq(invoices.userId, userId));
  await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email));
  await tx.delete(passwordResets).where(eq(passwordResets.email, email));
  // The row stays (payments, enrolments and the audit trail point at it) with nothing that names
  // or reaches the person; no login can find it and every token it issued stops working.
  await tx
    .update(users)
    .set({
      firstName: 'Deleted account',
      lastName: '',
      email: `erased-${userId}@erased.invalid`,
      phone: null,
      phoneVerifiedAt: null,
      passwordHash: null,
      googleSubject: null,
      hobby: '',
      dob: null,
      address: '',
      gender: '',
      // A GSTIN holds its holder's PAN; the invoices keep what tax law needs.
      billingGstin: '',
      billingState: '',
      tokenVersion: sql`${users.tokenVersion} + 1`,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
