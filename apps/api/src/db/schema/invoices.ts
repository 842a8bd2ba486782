import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { idColumn, instant, optionalLink, requiredLink } from './columns.ts';
import { users } from './users.ts';
import { payments, PAYMENT_PURPOSES } from './payments.ts';

export const INVOICE_KINDS = ['tax-invoice', 'bill-of-supply', 'credit-note'] as const;
/** `INV`: invoices and bills of supply (one series); `CN`: credit notes. */
export const DOCUMENT_SERIES = ['INV', 'CN'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

/**
 * The last number issued per series and financial year. Issuing a document bumps its row with an
 * upsert inside the payment's transaction: the row stays locked until that commits, so concurrent
 * payments take numbers one after another, and a rollback gives its number back (no gap).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
    /** The April–March year by its first calendar year: 2026 is 2026-27. */
    financialYear: integer('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.financialYear] }),
    check('document_counters_series_check', sql`${table.series} in ('INV', 'CN')`),
    check('document_counters_sequence_check', sql`${table.lastSequence} > 0`),
  ],
);

/**
 * Invoices, bills of supply and credit notes, kept for good and never changed: everything printed
 * on the document (seller, buyer, amounts) is copied in when it is issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    series: text('series', { enum: DOCUMENT_SERIES }).notNull(),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed, e.g. `INV/26-27/000042`. */
    number: text('number').notNull(),
    paymentId: requiredLink('payment_id', () => payments.id),
    /** For a credit note: the invoice it reverses. */
    invoiceId: optionalLink('invoice_id', (): AnyPgColumn => invoices.id),
    userId: requiredLink('user_id', () => users.id),
    issuedAt: instant('issued_at').notNull(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerState: text('seller_state').notNull(),
    /** Null: the seller is not registered for GST, so the document is a bill of supply. */
    sellerGstin: text('seller_gstin'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerState: text('buyer_state'),
    /** The GST rate in hundredths of a percent (1800 is 18 %); 0 on a bill of supply. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The provider's payment id (and, on a credit note, its refund id). */
    paymentReference: text('payment_reference').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_series_year_sequence_unique').on(table.series, table.financialYear, table.sequence),
    uniqueIndex('invoices_number_unique').on(table.number),
    // One invoice and at most one credit note per payment.
    uniqueIndex('invoices_payment_series_unique').on(table.paymentId, table.series),
    index('invoices_user_issued_idx').on(table.userId, table.issuedAt),
    index('invoices_issued_idx').on(table.issuedAt),
    check('invoices_kind_check', sql`${table.kind} in ('tax-invoice', 'bill-of-supply', 'credit-note')`),
    check(
      'invoices_kind_series_check',
      sql`(${table.kind} = 'credit-note') = (${table.series} = 'CN') and (${table.kind} = 'credit-note') = (${table.invoiceId} is not null)`,
    ),
    check('invoices_sequence_check', sql`${table.sequence} > 0`),
    check(
      'invoices_amounts_check',
      sql`${table.taxablePaise} >= 0 and ${table.cgstPaise} >= 0 and ${table.sgstPaise} >= 0 and ${table.igstPaise} >= 0 and ${table.totalPaise} > 0 and ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
    check(
      'invoices_tax_lines_check',
      sql`(${table.cgstPaise} = 0 and ${table.sgstPaise} = 0) or ${table.igstPaise} = 0`,
    ),
  ],
);
