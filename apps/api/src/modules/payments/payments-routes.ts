import {
  confirmPaymentRequest,
  createOrderRequest,
  createOrderResponse,
  errorResponse,
  getKeyResponse,
  paymentVerifiedResponse,
  simulatePaymentRequest,
  simulatePaymentResponse,
  verifyPaymentRequest,
} from '@sukoon/contract';
import type { ZodApp } from '../../lib/zod-app.ts';
import type { Services } from '../../services.ts';
import { currentUser } from '../../plugins/auth.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const ORDER_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerPaymentsRoutes(app: ZodApp, services: Services): void {
  const { config, orders, verification } = services;

  app.post(
    '/api/create',
    {
      onRequest: app.requireUser,
      config: ORDER_RATE_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Create a payment order; the server prices what is bought',
        body: createOrderRequest,
        response: { 200: createOrderResponse, ...errors, 502: errorResponse },
      },
    },
    async (request) => orders.placeOrder(currentUser(request).id, request.body, request.ip),
  );

  app.get(
    '/api/getkey',
    { schema: { tags, summary: 'The public payment key id', response: { 200: getKeyResponse } } },
    () => ({ key: config.payment.keyId }),
  );

  app.post(
    '/api/verify-payment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: verifyPaymentRequest,
        response: { 200: paymentVerifiedResponse, ...errors, 502: errorResponse },
      },
    },
    async (request) => verification.verifyPayment(currentUser(request).id, request.body),
  );

  app.post(
    '/api/confirmpayment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: confirmPaymentRequest,
        response: { 200: paymentVerifiedResponse, ...errors, 502: errorResponse },
      },
    },
    async (request) => {
      const { webinarId, ...proof } = request.body;
      return verification.verifyPayment(currentUser(request).id, proof, { webinarId });
    },
  );

  // DESIGN rule 3: the simulated checkout exists only with the simulated provider.
  if (config.payment.provider === 'simulated') {
    app.post(
      '/api/payments/simulate',
      {
        onRequest: app.requireUser,
        config: ORDER_RATE_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Simulated checkout: what the provider would hand the page',
          body: simulatePaymentRequest,
          response: { 200: simulatePaymentResponse, ...errors },
        },
      },
      async (request) => orders.simulatePayment(currentUser(request).id, request.body),
    );
  }
}
