import { type PaymentProof } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { isValidPaymentSignature } from '../../lib/payment-gateways/signatures.ts';
import { findPaymentByOrderId } from './payments-repository.ts';
import type { createSettlementService } from './settlement-service.ts';
import { replyText } from '../../lib/server-texts.ts';

type Settlement = ReturnType<typeof createSettlementService>;

const SUCCESS_MESSAGE = {
  course: 'replies_payment_enrolled',
  webinar: 'replies_payment_webinar',
  appointment: 'replies_payment_verified',
} as const;

/** verify-payment and confirmpayment: the page hands back what the provider's checkout gave it. */
export function createVerificationService(ctx: AppContext, settlement: Settlement) {
  return {
    async verifyPayment(
      userId: string,
      proof: PaymentProof,
      expected?: { webinarId: string },
    ): Promise<{ success: true; message: string }> {
      // The signature first: without the key secret nothing else about any order is revealed.
      if (!isValidPaymentSignature(proof, ctx.config.payment.keySecret)) {
        throw new AppError('PAYMENT_FAILED', 'errors_payment_verification_failed');
      }
      const payment = await findPaymentByOrderId(ctx.db, proof.orderId);
      if (!payment || payment.userId !== userId) throw notFound('errors_order_not_found');
      if (expected && (payment.purpose !== 'webinar' || payment.webinarId !== expected.webinarId)) {
        throw fieldError('VALIDATION_FAILED', 'webinarId', 'errors_payment_not_for_webinar');
      }
      const outcome = await settlement.settle(payment, proof.paymentId);
      if (outcome === 'refunded') throw new AppError('PAYMENT_REFUNDED', 'errors_payment_refunded');
      if (outcome === 'paid-by-other') throw new AppError('PAYMENT_REFUNDED', 'errors_payment_paid_twice');
      if (outcome === 'ignored') throw conflict('errors_order_closed');
      return { success: true, message: replyText(SUCCESS_MESSAGE[payment.purpose]) };
    },
  };
}
