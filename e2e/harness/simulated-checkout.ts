import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Pays an open order with the simulated gateway, by the two calls its checkout dialog makes:
 * the gateway's signed proof of a successful payment, then the server's check of that proof.
 */
export async function payOrder(request: APIRequestContext, token: string, orderId: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const proof = await request.post('/api/payments/simulate', {
    headers,
    data: { orderId, outcome: 'success' },
  });
  expect(proof.status(), await proof.text()).toBe(200);
  const verified = await request.post('/api/verify-payment', {
    headers,
    data: (await proof.json()) as object,
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
