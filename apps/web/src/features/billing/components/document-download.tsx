import { Download } from 'lucide-react';
import type { PaymentHistoryItem } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { DOCUMENT_LABELS } from '../lib/payment-labels.ts';
import { m } from '../../../paraglide/messages.js';

type PaymentDocument = PaymentHistoryItem['documents'][number];

/** One document of a payment: a button that saves its PDF (the download needs the session's token). */
export function DocumentDownload({ document }: { document: PaymentDocument }) {
  const download = useDownloadInvoice();
  const label = DOCUMENT_LABELS[document.kind]();
  return (
    <div>
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-label={m.account_payments_download({ document: label.toLowerCase(), number: document.number })}
        onClick={() => download.mutate(document)}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending
          ? m.account_payments_preparing()
          : m.account_payments_document_button({ document: label, number: document.number })}
      </Button>
      {download.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {m.account_payments_download_error()}
        </p>
      ) : null}
    </div>
  );
}
