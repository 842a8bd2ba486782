import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, isValidWebhookSignature, signPayment, signWebhook } from './signatures.ts';

describe('payment and webhook signatures', () => {
  const secret = 'key-secret';

  it('signs orderId|paymentId with HMAC-SHA256 in hex, as the provider does', () => {
    const expected = createHmac('sha256', secret).update('order_A|pay_B').digest('hex');
    expect(signPayment('order_A', 'pay_B', secret)).toBe(expected);
    expect(
      isValidPaymentSignature({ orderId: 'order_A', paymentId: 'pay_B', signature: expected }, secret),
    ).toBe(true);
  });

  it('refuses swapped ids, other secrets and signatures of the wrong length', () => {
    const signature = signPayment('order_A', 'pay_B', secret);
    const check = (orderId: string, paymentId: string, given: string, key = secret) =>
      isValidPaymentSignature({ orderId, paymentId, signature: given }, key);
    expect(check('order_B', 'pay_A', signature)).toBe(false);
    expect(check('order_A|pay', 'B', signPayment('order_A|pay', 'C', secret))).toBe(false);
    expect(check('order_A', 'pay_B', signature, 'other')).toBe(false);
    expect(check('order_A', 'pay_B', signature.slice(0, 10))).toBe(false);
    expect(check('order_A', 'pay_B', `${signature}00`)).toBe(false);
    expect(check('order_A', 'pay_B', '')).toBe(false);
  });

  it('checks a webhook against the exact bytes received', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = signWebhook(body, 'hook');
    expect(isValidWebhookSignature(body, signature, 'hook')).toBe(true);
    expect(isValidWebhookSignature(Buffer.from('{ "event": "payment.captured" }'), signature, 'hook')).toBe(
      false,
    );
    expect(isValidWebhookSignature(body, undefined, 'hook')).toBe(false);
    expect(isValidWebhookSignature(body, signature, 'other')).toBe(false);
  });
});
