import { useState } from 'react';
import { FlaskConical } from 'lucide-react';
import type { CreateOrderResponse, PaymentProof } from '@sukoon/contract/payments';
import { Button } from '../button.tsx';
import { Modal } from '../modal.tsx';
import { StatusMessage } from '../status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { simulatePayment } from './api/simulate-payment.ts';
import { formatPaise } from '@sukoon/contract/fees';
import { m } from '../../paraglide/messages.js';

/**
 * The product's own checkout for the simulated provider: it shows what is bought and the amount,
 * and answers what the real checkout would hand the page. Nothing here moves money.
 */
export function SimulatedCheckoutDialog({
  order,
  description,
  onPaid,
  onFailed,
  onCancel,
}: {
  order: CreateOrderResponse;
  description: string;
  onPaid: (proof: PaymentProof) => void;
  onFailed: (message: string) => void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function settle(outcome: 'success' | 'failure') {
    setBusy(outcome);
    setError(null);
    try {
      const proof = await simulatePayment({ orderId: order.orderId, outcome });
      onPaid(proof);
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : m.learning_payment_initiate_failed();
      if (outcome === 'failure') onFailed(message);
      else setError(message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal open title={m.learning_checkout_title()} onClose={onCancel}>
      <div className="flex flex-col gap-5">
        <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.learning_checkout_test_notice()}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-slate-600">{m.learning_checkout_paying_for()}</dt>
          <dd data-user-content className="font-semibold text-brand-900">
            {description}
          </dd>
          <dt className="text-slate-600">{m.learning_checkout_amount()}</dt>
          <dd className="text-lg font-semibold text-brand-900">{formatPaise(order.amount)}</dd>
          <dt className="text-slate-600">{m.learning_checkout_order()}</dt>
          <dd data-user-content className="font-mono text-xs break-all text-slate-700">
            {order.orderId}
          </dd>
        </dl>
        <StatusMessage kind="error">{error}</StatusMessage>
        <div className="flex flex-wrap justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => void settle('failure')}
            disabled={busy !== null}
            aria-busy={busy === 'failure'}
          >
            {m.learning_checkout_fail()}
          </Button>
          <Button
            onClick={() => void settle('success')}
            disabled={busy !== null}
            aria-busy={busy === 'success'}
          >
            {m.learning_checkout_pay()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
