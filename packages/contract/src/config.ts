import { z } from 'zod';

/** `GET /api/config`: the public runtime settings the web app needs. */
export const publicConfigResponse = z.object({
  brand: z.string(),
  paymentProvider: z.enum(['razorpay', 'simulated']),
  paymentKeyId: z.string(),
  googleEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
