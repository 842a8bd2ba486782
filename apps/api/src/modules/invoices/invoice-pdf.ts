import PDFDocument from 'pdfkit';
import { BRAND_NAME, GST_STATES, formatIstDate } from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import { createPdfWriter, type Weight } from '../../lib/pdf-text.ts';
import { m } from '../../paraglide/messages.js';
import { amountInWords } from './amount-in-words.ts';
import { isInterState } from './gst.ts';
import type { InvoiceRow } from './invoices-repository.ts';

const MARGIN = 50;

const TITLES = {
  'tax-invoice': m.documents_invoice_tax_invoice,
  'bill-of-supply': m.documents_invoice_bill_of_supply,
  'credit-note': m.documents_invoice_credit_note,
} as const;

/** ₹1,23,456.78: always two decimals on a document. */
export const formatAmount = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const stateName = (code: string) => `${GST_STATES[code] ?? 'State'} (${code})`;
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The tax lines a document prints: none on a bill of supply. */
function taxLines(row: InvoiceRow, locale: AppLocale): [string, number][] {
  if (row.sellerGstin === null) return [];
  if (isInterState(row.sellerState, row.buyerState)) {
    return [[m.documents_invoice_igst({ rate: percent(row.taxRateBasisPoints) }, { locale }), row.igstPaise]];
  }
  const rate = percent(row.taxRateBasisPoints / 2);
  return [
    [m.documents_invoice_cgst({ rate }, { locale }), row.cgstPaise],
    [m.documents_invoice_sgst({ rate }, { locale }), row.sgstPaise],
  ];
}

export interface InvoicePdfOptions {
  /** The buyer's language (their profile's), which the document is written in. */
  locale: AppLocale;
  /** The invoice a credit note reverses. */
  original?: InvoiceRow | undefined;
}

/**
 * One invoice, bill of supply or credit note as an A4 PDF, from the row alone: everything printed
 * was copied in when the document was issued, and only the labels follow the buyer's language.
 */
export function renderInvoicePdf(row: InvoiceRow, { locale, original }: InvoicePdfOptions): Promise<Buffer> {
  const title = TITLES[row.kind]({}, { locale });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${row.number}`, Author: row.sellerName, Subject: row.description },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const writer = createPdfWriter(doc, locale);
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, options: { weight?: Weight; size?: number; gap?: number } = {}) => {
    writer.write(value, options.weight ?? 'regular', options.size ?? 10, { x: MARGIN, width });
    doc.moveDown(options.gap ?? 0);
  };
  /** A label on the left and an amount on the right, on one line. */
  const amountLine = (label: string, paise: number, weight: Weight = 'regular') => {
    const y = doc.y;
    writer.write(label, weight, 10, { x: MARGIN, y, width: width - 140 });
    writer.write(formatAmount(paise), weight, 10, { x: MARGIN + width - 140, y, width: 140, align: 'right' });
    doc.moveDown(0.3);
  };
  const date = (value: Date) => formatIstDate(value, { locale });

  doc.fillColor('#1f2933');
  text(title, { weight: 'bold', size: 20, gap: 0.2 });
  text(m.documents_invoice_number_date({ number: row.number, date: date(row.issuedAt) }, { locale }), {
    size: 11,
    gap: 1,
  });

  text(row.sellerName, { weight: 'bold', size: 11 });
  if (row.sellerAddress) text(row.sellerAddress);
  text(m.documents_invoice_state({ state: stateName(row.sellerState) }, { locale }));
  text(
    row.sellerGstin
      ? m.documents_invoice_gstin({ gstin: row.sellerGstin }, { locale })
      : m.documents_invoice_not_registered({}, { locale }),
    { gap: 1 },
  );

  text(m.documents_invoice_billed_to({}, { locale }), { weight: 'bold', size: 11 });
  text(row.buyerName || row.buyerEmail);
  text(row.buyerEmail);
  if (row.buyerGstin) text(m.documents_invoice_gstin({ gstin: row.buyerGstin }, { locale }));
  text(
    m.documents_invoice_place_of_supply({ state: stateName(row.buyerState ?? row.sellerState) }, { locale }),
    {
      gap: 1,
    },
  );

  if (original) {
    text(
      m.documents_invoice_against({ number: original.number, date: date(original.issuedAt) }, { locale }),
      {
        gap: 1,
      },
    );
  }

  text(m.documents_invoice_description({}, { locale }), { weight: 'bold' });
  text(row.description);
  text(m.documents_invoice_sac({ sac: row.sac }, { locale }), { gap: 0.8 });
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .stroke('#9aa5b1');
  doc.moveDown(0.5);
  const lines = taxLines(row, locale);
  if (lines.length > 0) {
    amountLine(m.documents_invoice_taxable_value({}, { locale }), row.taxablePaise);
    for (const [label, paise] of lines) amountLine(label, paise);
  }
  amountLine(
    row.kind === 'credit-note'
      ? m.documents_invoice_total_credited({}, { locale })
      : m.documents_invoice_total({}, { locale }),
    row.totalPaise,
    'bold',
  );
  doc.moveDown(0.5);
  text(m.documents_invoice_in_words({ words: amountInWords(row.totalPaise, locale) }, { locale }), {
    gap: 0.5,
  });
  text(m.documents_invoice_payment_reference({ reference: row.paymentReference }, { locale }), { gap: 1.5 });
  if (lines.length === 0) text(m.documents_invoice_no_gst({}, { locale }), { size: 9 });
  text(m.documents_invoice_computer_generated({ brand: BRAND_NAME }, { locale }), { size: 9 });
  doc.end();
  return done;
}
