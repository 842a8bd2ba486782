import { randomBytes } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway.ts';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider-looking id: `prefix` + 14 random letters and digits. */
export function simulatedId(prefix: string): string {
  const bytes = randomBytes(14);
  return prefix + Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * Orders and refunds that never leave the server: the payments table is their record, so the
 * gateway only mints ids. The key secret still signs payments (see the simulate route).
 */
export function createSimulatedGateway(): PaymentGateway {
  return {
    provider: 'simulated',
    createOrder: () => Promise.resolve({ orderId: simulatedId('order_sim_') }),
    refund: () => Promise.resolve({ refundId: simulatedId('rfnd_sim_') }),
  };
}
