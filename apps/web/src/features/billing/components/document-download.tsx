import { Download } from 'lucide-react';
import type { PaymentHistoryItem } from '@sukoon/contract/invoices';
import { Button } from '../../../components/button.tsx';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { DOCUMENT_LABELS } from '../lib/payment-labels.ts';

type PaymentDocument = PaymentHistoryItem['documents'][number];

/** One document of a payment: a button that saves its PDF (the download needs the session's token). */
export function DocumentDownload({ document }: { document: PaymentDocument }) {
  const download = useDownloadInvoice();
  const label = DOCUMENT_LABELS[document.kind];
  return (
    <div>
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-label={`Download ${label.toLowerCase()} ${document.number} (PDF)`}
        onClick={() => download.mutate(document)}
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? 'Preparing…' : `${label} ${document.number}`}
      </Button>
      {download.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          We could not download it. Please try again.
        </p>
      ) : null}
    </div>
  );
}
