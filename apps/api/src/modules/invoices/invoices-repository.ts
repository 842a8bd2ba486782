import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointments,
  counsellors,
  courses,
  documentCounters,
  invoicePdfs,
  invoices,
  payments,
  users,
  webinars,
  type DocumentSeries,
} from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The next number of a series in a financial year. The upsert locks the counter row until the
 * caller's transaction ends, so concurrent issuers queue here and a rollback returns the number.
 */
export async function takeNextSequence(
  tx: DbOrTx,
  series: DocumentSeries,
  financialYear: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSequence: sql`${documentCounters.lastSequence} + 1` },
    })
    .returning({ sequence: documentCounters.lastSequence });
  if (!row) throw new Error('the document counter returned no row');
  return row.sequence;
}

export async function insertInvoice(tx: DbOrTx, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert into invoices returned no row');
  return row;
}

export async function findPaymentDocument(
  db: DbOrTx,
  paymentId: string,
  series: DocumentSeries,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.series, series)));
  return row;
}

export async function findInvoiceById(db: DbOrTx, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The documents of one buyer (or, with no user, everyone's), newest first. */
export function listInvoices(db: DbOrTx, userId: string | undefined, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(userId === undefined ? undefined : eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
}

export function listDocumentsOfPayments(db: DbOrTx, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select({
        id: invoices.id,
        paymentId: invoices.paymentId,
        number: invoices.number,
        kind: invoices.kind,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(inArray(invoices.paymentId, paymentIds))
      // An invoice before its credit note, even when both were issued in the same instant.
      .orderBy(invoices.issuedAt, sql`${invoices.series} = 'CN'`)
  );
}

/** Who the buyer is, as their invoice prints them. */
export async function findInvoiceBuyer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      gstin: users.billingGstin,
      state: users.billingState,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

const counsellorUsers = alias(users, 'counsellor_user');

/** A payment with what it bought, for its description. */
export function purchaseColumns() {
  return {
    id: payments.id,
    purpose: payments.purpose,
    amountPaise: payments.amountPaise,
    status: payments.status,
    createdAt: payments.createdAt,
    paidAt: payments.paidAt,
    refundedAt: payments.refundedAt,
    courseName: courses.name,
    webinarTitle: webinars.title,
    webinarStartsAt: webinars.startsAt,
    appointmentDate: appointments.date,
    appointmentSlot: appointments.slot,
    counsellorFirstName: counsellorUsers.firstName,
    counsellorLastName: counsellorUsers.lastName,
  };
}

/** Payments with what they bought: courses, webinars, appointments and their counsellors. */
export function selectPurchases(db: DbOrTx) {
  return db
    .select(purchaseColumns())
    .from(payments)
    .leftJoin(courses, eq(courses.id, payments.courseId))
    .leftJoin(webinars, eq(webinars.id, payments.webinarId))
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(counsellors, eq(counsellors.id, appointments.counsellorId))
    .leftJoin(counsellorUsers, eq(counsellorUsers.id, counsellors.userId));
}

export type PurchaseFacts = Awaited<ReturnType<ReturnType<typeof selectPurchases>['where']>>[number];

export async function findPurchase(db: DbOrTx, paymentId: string): Promise<PurchaseFacts | undefined> {
  const [row] = await selectPurchases(db).where(eq(payments.id, paymentId));
  return row;
}

/** The caller's payments that were paid, refunded or failed (never-paid orders left out), newest first. */
export function listPurchasesOfUser(db: DbOrTx, userId: string, limit: number) {
  return selectPurchases(db)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['paid', 'refunded', 'failed'])))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

export async function readBilling(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ gstin: users.billingGstin, state: users.billingState })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function writeBilling(
  db: DbOrTx,
  userId: string,
  values: { billingGstin?: string; billingState?: string },
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId));
}

/** A document's PDF in `locale` as it was first made, if it was. */
export async function findInvoicePdf(
  db: DbOrTx,
  invoiceId: string,
  locale: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(and(eq(invoicePdfs.invoiceId, invoiceId), eq(invoicePdfs.locale, locale)));
  return row?.pdf;
}

/** Keeps a document's PDF; two first downloads at once both made it, and the first one stays. */
export async function saveInvoicePdf(
  db: DbOrTx,
  invoiceId: string,
  locale: string,
  pdf: Buffer,
): Promise<void> {
  await db.insert(invoicePdfs).values({ invoiceId, locale, pdf }).onConflictDoNothing();
}
