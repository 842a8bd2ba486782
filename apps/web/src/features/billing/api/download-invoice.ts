import { useMutation } from '@tanstack/react-query';
import { invoicePdfPath, type InvoiceSummary } from '@sukoon/contract/invoices';
import { apiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { invoiceFileName } from '../lib/invoice-file-name.ts';

type InvoiceDocument = Pick<InvoiceSummary, '_id' | 'number'>;

/** GET /api/invoices/{id}/pdf (Bearer), saved as a file named after the document's number. */
export async function downloadInvoice(document: InvoiceDocument): Promise<void> {
  const pdf = await apiFile(invoicePdfPath(document._id), 'application/pdf', { auth: true });
  saveFile(invoiceFileName(document.number), pdf);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
