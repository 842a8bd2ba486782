import type { AppConfig } from '../../config/env.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSimulatedGateway } from './simulated-gateway.ts';
import type { PaymentGateway } from './gateway-types.ts';

export { GATEWAY_REQUEST_TIMEOUT_MS, type CreateOrderInput, type PaymentGateway } from './gateway-types.ts';

export function createPaymentGateway(payment: AppConfig['payment']): PaymentGateway {
  return payment.provider === 'razorpay' ? createRazorpayGateway(payment) : createSimulatedGateway();
}
