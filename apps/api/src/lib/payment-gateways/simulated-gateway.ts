import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './gateway-types.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider-looking id: `prefix` + 14 random letters and digits. */
export function simulatedId(prefix: string): string {
  const bytes = randomBytes(14);
  return prefix + Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * Orders and refunds that never leave the server: the payments table is their record, so the
 * gateway mints ids and remembers, for this process's life, which payments it refunded (as the
 * provider would answer `GET /payments/{id}/refunds`). The key secret still signs payments (see
 * the simulate route).
 */
export function createSimulatedGateway(): PaymentGateway {
  const refunds = new Map<string, string>();
  return {
    provider: 'simulated',
    createOrder: () => Promise.resolve({ orderId: simulatedId('order_sim_') }),
    refund: (paymentId) => {
      const refundId = refunds.get(paymentId) ?? simulatedId('rfnd_sim_');
      refunds.set(paymentId, refundId);
      return Promise.resolve({ refundId });
    },
    findRefund: (paymentId) => {
      const refundId = refunds.get(paymentId);
      return Promise.resolve(refundId === undefined ? undefined : { refundId });
    },
  };
}
