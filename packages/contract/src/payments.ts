import { z } from 'zod';
import { fieldMessageParams } from './field-issues.ts';
import { IST_DAY_MESSAGE, readIstDay } from './ist.ts';
import { intakeAnswers } from './intake.ts';

// Payment orders, verification and the simulated checkout (DESIGN rules 1–3).

const entityId = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters');

const providerId = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const signatureText = z.string().trim().min(1, 'is required').max(256, 'must be at most 256 characters');

export const APPOINTMENT_REASON_MAX_LENGTH = 1000;

/** What is being bought; the server prices it. Unknown keys (a client `amount`, `receiptId`) are dropped. */
export const coursePurchaseRequest = z.object({
  purpose: z.literal('course'),
  courseId: entityId('courseId'),
});

export const webinarPurchaseRequest = z.object({
  purpose: z.literal('webinar'),
  webinarId: entityId('webinarId'),
});

/** The appointment part of POST /api/create; the appointments module parses its input with this. */
export const appointmentPurchaseRequest = z.object({
  purpose: z.literal('appointment'),
  /** `YYYY-MM-DD` in IST, or an ISO timestamp with its time zone read as its IST day. */
  date: z
    .string()
    .trim()
    .min(1, 'is required')
    .refine((value) => readIstDay(value) !== null, IST_DAY_MESSAGE),
  slot: z
    .number({ message: 'must be an hour from 9 to 20' })
    .int('must be an hour from 9 to 20')
    .min(9, 'must be an hour from 9 to 20')
    .max(20, 'must be an hour from 9 to 20'),
  reason: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(APPOINTMENT_REASON_MAX_LENGTH, `must be at most ${APPOINTMENT_REASON_MAX_LENGTH} characters`),
  /** A chosen counsellor; without it any free active counsellor is assigned when the slot is held. */
  counsellorId: z.uuid({ message: 'must be a counsellor id' }).optional(),
  /** Informed consent to counselling (consents.ts); needed once, before the first booking. */
  counsellingConsent: z.boolean({ message: 'must be true or false' }).optional(),
  /** The optional intake for the counsellor (intake.ts). */
  intake: intakeAnswers.optional(),
});
export type AppointmentPurchaseRequest = z.infer<typeof appointmentPurchaseRequest>;

/** POST /api/create */
export const createOrderRequest = z.discriminatedUnion(
  'purpose',
  [coursePurchaseRequest, webinarPurchaseRequest, appointmentPurchaseRequest],
  { error: 'must be course, webinar or appointment' },
);
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type PurchaseRequest = z.infer<typeof createOrderRequest>;

export const createOrderResponse = z.object({
  orderId: z.string(),
  /** Paise, as the provider's checkout expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

const proofFields = {
  paymentId: providerId.optional(),
  orderId: providerId.optional(),
  signature: signatureText.optional(),
  razorpay_payment_id: providerId.optional(),
  razorpay_order_id: providerId.optional(),
  razorpay_signature: signatureText.optional(),
};

interface ProofFields {
  paymentId?: string;
  orderId?: string;
  signature?: string;
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

export interface PaymentProof {
  paymentId: string;
  orderId: string;
  signature: string;
}

/** The provider's checkout names these razorpay_*; the spec's client renames them. Both are read. */
function readProof(body: ProofFields, ctx: z.RefinementCtx): PaymentProof {
  const proof = {
    paymentId: body.paymentId ?? body.razorpay_payment_id,
    orderId: body.orderId ?? body.razorpay_order_id,
    signature: body.signature ?? body.razorpay_signature,
  };
  for (const [field, value] of Object.entries(proof)) {
    if (value === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'is required',
        params: fieldMessageParams('required'),
      });
  }
  return proof as PaymentProof;
}

/** POST /api/verify-payment */
export const verifyPaymentRequest = z.object(proofFields).transform(readProof);
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequest>;

/** POST /api/confirmpayment: a webinar's payment. */
export const confirmPaymentRequest = z
  .object({ webinarId: entityId('webinarId'), ...proofFields })
  .transform((body, ctx) => ({ webinarId: body.webinarId, ...readProof(body, ctx) }));
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequest>;

export const paymentVerifiedResponse = z.object({ success: z.literal(true), message: z.string() });
export type PaymentVerifiedResponse = z.infer<typeof paymentVerifiedResponse>;

/** POST /api/payments/simulate (simulated provider only). */
export const simulatePaymentRequest = z.object({
  orderId: providerId,
  outcome: z.enum(['success', 'failure'], { message: 'must be success or failure' }),
});
export type SimulatePaymentRequest = z.infer<typeof simulatePaymentRequest>;

/** What the provider's checkout would hand the page. */
export const simulatePaymentResponse = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  signature: z.string(),
});
export type SimulatePaymentResponse = z.infer<typeof simulatePaymentResponse>;

/** GET /api/getkey: the public key id. */
export const getKeyResponse = z.object({ key: z.string() });
export type GetKeyResponse = z.infer<typeof getKeyResponse>;

export const webhookResponse = z.object({ status: z.literal('ok') });

export { PAYMENT_MESSAGES } from './payment-messages.ts';
