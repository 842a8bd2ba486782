import type { CreateOrderResponse, PaymentProof } from '@sukoon/contract/payments';
import { m } from '../../paraglide/messages.js';
import { SITE } from '../../lib/site-config.ts';
import { CheckoutError } from './checkout-error.ts';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
  theme: { color: string };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let scriptLoading: Promise<void> | null = null;

/** Loads the provider's checkout script once, only when someone actually pays. */
function loadCheckoutScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  scriptLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scriptLoading = null;
      reject(new CheckoutError('initiate', m.learning_payment_initiate_failed()));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/** Opens the provider's checkout for the order; resolves with what it hands back on success. */
export async function payWithRazorpay(
  key: string,
  order: CreateOrderResponse,
  description: string,
): Promise<PaymentProof> {
  await loadCheckoutScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new CheckoutError('initiate', m.learning_payment_initiate_failed());
  return new Promise<PaymentProof>((resolve, reject) => {
    const checkout = new Razorpay({
      key,
      amount: order.amount,
      currency: 'INR',
      order_id: order.orderId,
      name: SITE.brand,
      description,
      handler: (response) =>
        resolve({
          paymentId: response.razorpay_payment_id,
          orderId: response.razorpay_order_id,
          signature: response.razorpay_signature,
        }),
      modal: { ondismiss: () => reject(new CheckoutError('cancelled', m.learning_payment_cancelled())) },
      theme: { color: '#1f5f5b' },
    });
    // The provider's window shows the failure and lets the person try again; nothing to do here.
    checkout.on('payment.failed', () => undefined);
    checkout.open();
  });
}
