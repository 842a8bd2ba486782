import { formatPaise } from '@sukoon/contract/fees';
import type { PaymentHistoryItem } from '@sukoon/contract/invoices';
import { formatDate } from '../../../lib/dates.ts';
import { PURPOSE_LABELS } from '../lib/payment-labels.ts';
import { DocumentDownload } from './document-download.tsx';
import { PaymentStatusBadge } from './payment-status-badge.tsx';
import { m } from '../../../paraglide/messages.js';

/** What a payment bought, when, for how much, where it stands, and its documents to download. */
export function PaymentCard({ payment }: { payment: PaymentHistoryItem }) {
  const day = formatDate(payment.paidAt ?? payment.createdAt);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <p className="text-sm text-slate-600">
            {PURPOSE_LABELS[payment.purpose]()} ·{' '}
            <time dateTime={payment.paidAt ?? payment.createdAt}>{day}</time>
          </p>
          {/* The server's words in the page's language around a course's, webinar's or counsellor's name. */}
          <h3 data-user-content className="mt-1 text-lg font-semibold break-words text-ink">
            {payment.description}
          </h3>
        </div>
        <div className="flex items-center gap-3 sm:flex-col sm:items-end">
          <p className="font-serif text-2xl text-brand-900">{formatPaise(payment.amountPaise)}</p>
          <PaymentStatusBadge status={payment.status} />
        </div>
      </div>
      {payment.status === 'refunded' ? (
        <p className="mt-3 text-sm text-slate-700">
          {payment.refundedAt
            ? m.account_payments_refunded_on({ date: formatDate(payment.refundedAt) })
            : m.account_payments_refunded()}{' '}
          {m.account_payments_refund_where()}
        </p>
      ) : null}
      {payment.status === 'failed' ? (
        <p className="mt-3 text-sm text-slate-700">{m.account_payments_failed_note()}</p>
      ) : null}
      {payment.documents.length > 0 ? (
        <ul aria-label={m.account_payments_documents()} className="mt-4 flex flex-wrap gap-3">
          {payment.documents.map((document) => (
            <li key={document._id}>
              <DocumentDownload document={document} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
