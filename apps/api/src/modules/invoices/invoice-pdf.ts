import path from 'node:path';
import PDFDocument from 'pdfkit';
import { BRAND_NAME, GST_STATES, formatIstDate } from '@sukoon/contract';
import { FONTS_DIR } from '../../paths.ts';
import { paiseInWords } from './amount-in-words.ts';
import { isInterState } from './gst.ts';
import type { InvoiceRow } from './invoices-repository.ts';

// DejaVu Serif (fonts/LICENSE-DejaVu.txt) draws ₹ and names in any script it covers; pdfkit's
// built-in fonts cannot.
const REGULAR = path.join(FONTS_DIR, 'DejaVuSerif.ttf');
const BOLD = path.join(FONTS_DIR, 'DejaVuSerif-Bold.ttf');
const MARGIN = 50;

const TITLES = {
  'tax-invoice': 'Tax invoice',
  'bill-of-supply': 'Bill of supply',
  'credit-note': 'Credit note',
} as const;

/** ₹1,23,456.78: always two decimals on a document. */
export const formatAmount = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const stateName = (code: string) => `${GST_STATES[code] ?? 'State'} (${code})`;
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The tax lines a document prints: none on a bill of supply. */
function taxLines(row: InvoiceRow): [string, number][] {
  if (row.sellerGstin === null) return [];
  if (isInterState(row.sellerState, row.buyerState)) {
    return [[`IGST @ ${percent(row.taxRateBasisPoints)}`, row.igstPaise]];
  }
  const half = percent(row.taxRateBasisPoints / 2);
  return [
    [`CGST @ ${half}`, row.cgstPaise],
    [`SGST @ ${half}`, row.sgstPaise],
  ];
}

/**
 * One invoice, bill of supply or credit note as an A4 PDF, from the row alone: everything printed
 * was copied in when the document was issued. `original` is the invoice a credit note reverses.
 */
export function renderInvoicePdf(row: InvoiceRow, original?: InvoiceRow): Promise<Buffer> {
  const title = TITLES[row.kind];
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

  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, options: { font?: string; size?: number; gap?: number } = {}) =>
    doc
      .font(options.font ?? REGULAR)
      .fontSize(options.size ?? 10)
      .text(value, MARGIN, undefined, { width })
      .moveDown(options.gap ?? 0);
  /** A label on the left and an amount on the right, on one line. */
  const amountLine = (label: string, paise: number, font = REGULAR) => {
    const y = doc.y;
    doc
      .font(font)
      .fontSize(10)
      .text(label, MARGIN, y, { width: width - 140 });
    doc.text(formatAmount(paise), MARGIN + width - 140, y, { width: 140, align: 'right' });
    doc.moveDown(0.3);
  };

  doc.fillColor('#1f2933');
  text(title, { font: BOLD, size: 20, gap: 0.2 });
  text(`No. ${row.number} · Date ${formatIstDate(row.issuedAt)}`, { size: 11, gap: 1 });

  text(row.sellerName, { font: BOLD, size: 11 });
  if (row.sellerAddress) text(row.sellerAddress);
  text(`State: ${stateName(row.sellerState)}`);
  text(row.sellerGstin ? `GSTIN: ${row.sellerGstin}` : 'Not registered under GST', { gap: 1 });

  text('Billed to', { font: BOLD, size: 11 });
  text(row.buyerName || row.buyerEmail);
  text(row.buyerEmail);
  if (row.buyerGstin) text(`GSTIN: ${row.buyerGstin}`);
  text(`Place of supply: ${stateName(row.buyerState ?? row.sellerState)}`, { gap: 1 });

  if (original) {
    text(
      `Against invoice ${original.number} of ${formatIstDate(original.issuedAt)}: the payment was refunded.`,
      {
        gap: 1,
      },
    );
  }

  text('Description', { font: BOLD });
  text(row.description);
  text(`SAC ${row.sac}`, { gap: 0.8 });
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .stroke('#9aa5b1');
  doc.moveDown(0.5);
  const lines = taxLines(row);
  if (lines.length > 0) {
    amountLine('Taxable value', row.taxablePaise);
    for (const [label, paise] of lines) amountLine(label, paise);
  }
  amountLine(row.kind === 'credit-note' ? 'Total credited' : 'Total (tax included)', row.totalPaise, BOLD);
  doc.moveDown(0.5);
  text(`In words: ${paiseInWords(row.totalPaise)}`, { gap: 0.5 });
  text(`Payment reference: ${row.paymentReference}`, { gap: 1.5 });
  if (lines.length === 0) {
    text('No GST is charged: the supplier is not registered under GST.', { size: 9 });
  }
  text(`A computer-generated document from ${BRAND_NAME}; it needs no signature.`, { size: 9 });
  doc.end();
  return done;
}
