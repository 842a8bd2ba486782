import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateOrderRequest, CreateOrderResponse, PaymentProof } from '@sukoon/contract/payments';
import { m } from '../../paraglide/messages.js';
import { createOrder } from './api/create-order.ts';
import { fetchPaymentKey, fetchPaymentProvider } from './api/get-payment-settings.ts';
import { CheckoutError, orderFailed } from './checkout-error.ts';
import { payWithRazorpay } from './razorpay-checkout.ts';
import { SimulatedCheckoutDialog } from './simulated-checkout-dialog.tsx';

export interface CheckoutItem {
  /** What is bought; the server prices it. */
  purchase: CreateOrderRequest;
  /** What the person sees they are paying for, e.g. the course name. */
  description: string;
}

interface OpenCheckout {
  order: CreateOrderResponse;
  description: string;
  resolve: (proof: PaymentProof) => void;
  reject: (error: CheckoutError) => void;
}

/**
 * The one checkout: creates the order, then opens the provider's checkout (loaded only now) or, with
 * the simulated provider, the product's own test dialog. Resolves with the payment proof for the
 * caller to verify; rejects with a CheckoutError whose message is ready to show. Render `dialog`.
 */
export function useCheckout(): { pay: (item: CheckoutItem) => Promise<PaymentProof>; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  const settled = useRef(false);

  const pay = useCallback(
    async ({ purchase, description }: CheckoutItem): Promise<PaymentProof> => {
      let order: CreateOrderResponse;
      let provider: Awaited<ReturnType<typeof fetchPaymentProvider>>;
      try {
        [order, provider] = await Promise.all([createOrder(purchase), fetchPaymentProvider(queryClient)]);
      } catch (error) {
        throw orderFailed(error);
      }
      if (provider === 'razorpay') {
        const key = await fetchPaymentKey().catch(() => {
          throw new CheckoutError('initiate', m.learning_payment_initiate_failed());
        });
        return payWithRazorpay(key, order, description);
      }
      settled.current = false;
      return new Promise<PaymentProof>((resolve, reject) => setOpen({ order, description, resolve, reject }));
    },
    [queryClient],
  );

  const finish = (settle: (checkout: OpenCheckout) => void) => {
    if (!open || settled.current) return;
    settled.current = true;
    setOpen(null);
    settle(open);
  };

  const dialog = open ? (
    <SimulatedCheckoutDialog
      order={open.order}
      description={open.description}
      onPaid={(proof) => finish((checkout) => checkout.resolve(proof))}
      onFailed={(message) => finish((checkout) => checkout.reject(new CheckoutError('failed', message)))}
      onCancel={() =>
        finish((checkout) => checkout.reject(new CheckoutError('cancelled', m.learning_payment_cancelled())))
      }
    />
  ) : null;

  return { pay, dialog };
}
