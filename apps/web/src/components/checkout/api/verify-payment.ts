import type { PaymentProof, PaymentVerifiedResponse } from '@sukoon/contract/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/verify-payment: courses and appointments. The server applies the purchase once. */
export const verifyPayment = (proof: PaymentProof) =>
  apiRequest<PaymentVerifiedResponse>('/api/verify-payment', { method: 'POST', body: proof, auth: true });

/** POST /api/confirmpayment: a webinar seat. */
export const confirmWebinarPayment = (webinarId: string, proof: PaymentProof) =>
  apiRequest<PaymentVerifiedResponse>('/api/confirmpayment', {
    method: 'POST',
    body: { webinarId, ...proof },
    auth: true,
  });
