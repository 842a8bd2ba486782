// What every gateway implements: the gateways import this, and payment-gateway.ts picks one.
export interface CreateOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** At most 40 characters (the provider's limit). */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * Every call to a real provider gives up after this long, so an attempt's calls end in bounded
 * time; the refund claim's staleness is derived from it.
 */
export const GATEWAY_REQUEST_TIMEOUT_MS = 10_000;

/** The payment provider as the payments module needs it; signatures are checked locally. */
export interface PaymentGateway {
  provider: 'razorpay' | 'simulated';
  createOrder(input: CreateOrderInput): Promise<{ orderId: string }>;
  /** A full refund of a captured payment. */
  refund(paymentId: string, amountPaise: number): Promise<{ refundId: string }>;
  /**
   * A refund the provider already made of the payment, if any: asked before refunding, so an
   * attempt that died between the provider's refund and our record is adopted, not repeated.
   */
  findRefund(paymentId: string): Promise<{ refundId: string } | undefined>;
}
