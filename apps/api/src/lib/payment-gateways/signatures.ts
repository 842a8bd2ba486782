import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, payload: string | Buffer): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time comparison; a different length is a mismatch, not an exception. */
function isSameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the provider's checkout hands the page: HMAC-SHA256(orderId + "|" + paymentId, key secret). */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  proof: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  return isSameHex(signPayment(proof.orderId, proof.paymentId, keySecret), proof.signature);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw request body with the webhook secret. */
export function signWebhook(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  return signature !== undefined && isSameHex(signWebhook(rawBody, webhookSecret), signature);
}
