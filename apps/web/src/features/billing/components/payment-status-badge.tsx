import type { PaymentHistoryStatus } from '@sukoon/contract/invoices';
import { STATUS_LABELS } from '../lib/payment-labels.ts';

const STYLES: Record<PaymentHistoryStatus, string> = {
  paid: 'bg-green-100 text-green-900',
  refunded: 'bg-slate-200 text-slate-800',
  failed: 'bg-red-100 text-red-900',
};

/** The status word itself, on a calm colour (the word carries the meaning, not the colour). */
export function PaymentStatusBadge({ status }: { status: PaymentHistoryStatus }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${STYLES[status]}`}>
      {STATUS_LABELS[status]()}
    </span>
  );
}
