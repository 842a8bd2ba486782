import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import { AppError } from '../app-error.ts';
import { GATEWAY_REQUEST_TIMEOUT_MS, type PaymentGateway } from './payment-gateway.ts';

const orderAnswer = z.object({ id: z.string().min(1).max(100), amount: z.number().int() });
const refundAnswer = z.object({ id: z.string().min(1).max(100) });
const refundListAnswer = z.object({
  items: z.array(z.object({ id: z.string().min(1).max(100), status: z.string().optional() })),
});

/** Any provider trouble is a 502 with a message safe to show; the details go to the log. */
function providerUnavailable(detail: string): AppError {
  return Object.assign(new AppError('BAD_GATEWAY', 'errors_payment_provider_unavailable'), {
    cause: new Error(`razorpay: ${detail}`),
  });
}

/** Razorpay's REST API: orders and refunds, Basic auth with the key id and secret. */
export function createRazorpayGateway(payment: AppConfig['payment']): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${payment.keyId}:${payment.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body: unknown, answer: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${payment.apiBase}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(GATEWAY_REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw providerUnavailable(`${path} failed: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw providerUnavailable(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw providerUnavailable(`${path} answered non-JSON`);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw providerUnavailable(`${path} answered an unexpected shape`);
    return parsed.data;
  }

  return {
    provider: 'razorpay',
    async createOrder({ amountPaise, currency, receipt, notes }) {
      // Payments are captured automatically (a dashboard setting), so a refund needs no capture step.
      const order = await call('/orders', { amount: amountPaise, currency, receipt, notes }, orderAnswer);
      if (order.amount !== amountPaise) throw providerUnavailable(`order ${order.id} has another amount`);
      return { orderId: order.id };
    },
    async refund(paymentId, amountPaise) {
      const refund = await call(
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal' },
        refundAnswer,
      );
      return { refundId: refund.id };
    },
    async findRefund(paymentId) {
      const { items } = await call(
        `/payments/${encodeURIComponent(paymentId)}/refunds`,
        undefined,
        refundListAnswer,
      );
      const made = items.find((refund) => refund.status !== 'failed');
      return made && { refundId: made.id };
    },
  };
}
