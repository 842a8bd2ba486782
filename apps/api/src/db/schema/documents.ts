import { customType, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { requiredLink, stampedNow } from './columns.ts';
import { invoices } from './invoices.ts';
import { certificates } from './learning.ts';

/** Raw bytes: `pg` reads bytea as a Buffer, PGlite as a Uint8Array; both come out a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Each document's PDF as first made, per language (issue 27 §10): an invoice never changes, so it
 * is drawn once and then served from here, by every instance. Erasure deletes an erased buyer's
 * rows, which print their name (account-erasure-repository.ts).
 */
export const invoicePdfs = pgTable(
  'invoice_pdfs',
  {
    invoiceId: requiredLink('invoice_id', () => invoices.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    pdf: bytes('pdf').notNull(),
    renderedAt: stampedNow('rendered_at'),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.locale] })],
);

/**
 * A certificate's PDF as first made, per language. It prints the site's address for checking it,
 * so a row made under another APP_URL is drawn again. Gone with its certificate.
 */
export const certificatePdfs = pgTable(
  'certificate_pdfs',
  {
    certificateId: requiredLink('certificate_id', () => certificates.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    appUrl: text('app_url').notNull(),
    pdf: bytes('pdf').notNull(),
    renderedAt: stampedNow('rendered_at'),
  },
  (table) => [primaryKey({ columns: [table.certificateId, table.locale] })],
);
