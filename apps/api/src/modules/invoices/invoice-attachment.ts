import type { DbOrTx } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { buyerLocale, type BuyerProfiles } from './buyer-locale.ts';
import { findPaymentDocument } from './invoices-repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The file name a document's PDF goes by, in mail and download: `INV-26-27-000042.pdf`. */
export const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The purchase mail with the payment's invoice (or receipt) as a PDF, when it has one. */
export async function withInvoiceAttached(
  db: DbOrTx,
  profiles: BuyerProfiles,
  mail: MailMessage,
  paymentId: string,
): Promise<MailMessage> {
  const invoice = await findPaymentDocument(db, paymentId, 'INV');
  if (!invoice) return mail;
  const pdf = await renderInvoicePdf(invoice, { locale: await buyerLocale(profiles, invoice) });
  return {
    ...mail,
    attachments: [
      ...(mail.attachments ?? []),
      {
        filename: invoiceFileName(invoice.number),
        content: pdf.toString('base64'),
        encoding: 'base64',
        contentType: 'application/pdf',
      },
    ],
  };
}
