import type { SimulatePaymentRequest, SimulatePaymentResponse } from '@sukoon/contract/payments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/payments/simulate: the test checkout's answer, signed as the provider would sign it. */
export const simulatePayment = (body: SimulatePaymentRequest) =>
  apiRequest<SimulatePaymentResponse>('/api/payments/simulate', { method: 'POST', body, auth: true });
