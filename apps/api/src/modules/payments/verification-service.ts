import { PAYMENT_MESSAGES, type PaymentProof } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isValidPaymentSignature } from '../../lib/payment-gateways/signatures.ts';
import { findPaymentByOrderId } from './payments-repository.ts';
import type { createSettlementService } from './settlement-service.ts';

type Settlement = ReturnType<typeof createSettlementService>;

const SUCCESS_MESSAGE = {
  course: PAYMENT_MESSAGES.enrolmentSuccess,
  webinar: PAYMENT_MESSAGES.webinarPaymentSuccess,
  appointment: PAYMENT_MESSAGES.verified,
} as const;

/** verify-payment and confirmpayment: the page hands back what the provider's checkout gave it. */
export type VerificationServiceDeps = Pick<AppContext, 'config' | 'db'> & {
  settlement: Pick<Settlement, 'settle'>;
};

export function createVerificationService(ctx: VerificationServiceDeps) {
  const { settlement } = ctx;
  return {
    async verifyPayment(
      userId: string,
      proof: PaymentProof,
      expected?: { webinarId: string },
    ): Promise<{ success: true; message: string }> {
      // The signature first: without the key secret nothing else about any order is revealed.
      if (!isValidPaymentSignature(proof, ctx.config.payment.keySecret)) {
        throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      }
      const payment = await findPaymentByOrderId(ctx.db, proof.orderId);
      if (!payment || payment.userId !== userId) throw notFound('No such order.');
      if (expected && (payment.purpose !== 'webinar' || payment.webinarId !== expected.webinarId)) {
        throw badRequest('webinarId: this payment is not for this webinar');
      }
      const outcome = await settlement.settle(payment, proof.paymentId);
      if (outcome === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
      if (outcome === 'paid-by-other') throw conflict(PAYMENT_MESSAGES.paidTwiceRefunded);
      if (outcome === 'ignored') throw conflict('This order cannot be paid any more.');
      return { success: true, message: SUCCESS_MESSAGE[payment.purpose] };
    },
  };
}
