import { z } from 'zod';

/**
 * The organisation's contact details (CONTACT_*, SUPPORT_EMAILS, SOCIAL_LINKS): a detail that is
 * not configured is absent or an empty list, and the pages show nothing for it.
 */
export const contactDetails = z.object({
  phone: z.string().optional(),
  email: z.string().optional(),
  address: z.string().optional(),
  whatsapp: z.array(z.string()),
  supportEmails: z.array(z.string()),
  socialLinks: z.array(z.string()),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/** `GET /api/config`: the public runtime settings the web app needs. */
export const publicConfigResponse = z.object({
  brand: z.string(),
  paymentProvider: z.enum(['razorpay', 'simulated']),
  paymentKeyId: z.string(),
  googleEnabled: z.boolean(),
  /** RESCHEDULE_CUTOFF_HOURS: a client may move a session until this many hours before it starts. */
  rescheduleCutoffHours: z.number().int(),
  contact: contactDetails,
  /** GRIEVANCE_OFFICER_*: named on the privacy policy; absent when not configured. */
  grievanceOfficer: z.object({ name: z.string(), email: z.string() }).optional(),
  /** The VAPID public key (base64url) a browser subscribes to web push with. */
  vapidPublicKey: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** `GET /api/ready`: the database answers and has every migration this build knows. */
export const readyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponse>;
