/** The environment's schema: each variable's type, default and message, checked on its own. */
import { z } from 'zod';
import { PHONE_EVENTS } from '@sukoon/contract/phones';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const urlText = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

/** Proxy names the `proxy-addr` package understands, besides addresses and CIDR ranges. */
export const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const DEFAULT_TRUSTED_PROXIES = PROXY_RANGE_NAMES;

const SAC_PATTERN = /^99[0-9]{4}$/;
const SAC_MESSAGE = 'must be a six-digit SAC code starting with 99';
/** 32 bytes, written as 64 hex digits or base64 (`openssl rand -base64 32`). */
const dataKeyText = z
  .string()
  .trim()
  .transform((text) =>
    /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64'),
  )
  .refine(
    (key) => key.length === 32,
    'must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)',
  );

/** The SMS texts a DLT provider needs a registered template for: the code and each session event. */
export const SMS_TEMPLATE_KEYS = ['verification_code', ...PHONE_EVENTS] as const;

/** `{"verification_code":"1107…", …}`: the DLT template id registered for each text. */
const smsTemplateIdsText = z
  .string()
  .trim()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object of template ids' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(z.enum(SMS_TEMPLATE_KEYS), z.string().trim().min(1), {
      message: `must be a JSON object whose keys are among ${SMS_TEMPLATE_KEYS.join(', ')}`,
    }),
  );

export const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  APP_URL: urlText(['http:', 'https:']).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlText(['postgres:', 'postgresql:']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_ENCRYPTION_KEY: dataKeyText.optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: urlText(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  REPLY_TO: z.email({ message: 'must be an e-mail address' }).optional(),
  PAYMENT_PROVIDER: z
    .enum(['razorpay', 'simulated'], { message: 'must be razorpay or simulated' })
    .optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_BASE: urlText(['http:', 'https:']).default('https://api.razorpay.com/v1'),
  REFUND_RETRY_MINUTES: z.coerce
    .number({ message: 'must be a number of minutes (0 turns the retries off)' })
    .int({ message: 'must be a whole number of minutes' })
    .min(0, { message: 'must be 0 or more' })
    .max(59, { message: 'must be 59 or less' })
    .default(5),
  JOB_POLL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .min(0.5, { message: 'must be 0.5 or more' })
    .default(2),
  JOB_SCHEDULES: booleanText.default(true),
  JOB_RETRY_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(1, { message: 'must be 1 or more' })
    .default(30),
  JOB_HEARTBEAT_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(10, { message: 'must be 10 or more' })
    .max(600, { message: 'must be 600 or less' })
    .default(30),
  MEETING_PROVIDER: z
    .enum(['sukoon', 'jitsi', 'link'], { message: 'must be sukoon, jitsi or link' })
    .default('sukoon'),
  MEETING_BASE_URL: urlText(['https:', 'http:']).default('https://meet.jit.si'),
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  TURN_POLICY: z.enum(['all', 'relay'], { message: 'must be all or relay' }).default('all'),
  STUN_URLS: z.string().optional(),
  JITSI_DOMAIN: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as meet.example.org, without https://')
    .optional(),
  JITSI_APP_ID: optionalText,
  JITSI_APP_SECRET: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  JITSI_KID: optionalText,
  JITSI_PRIVATE_KEY: optionalText,
  RESCHEDULE_CUTOFF_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .int({ message: 'must be a whole number of hours' })
    .min(0, { message: 'must be 0 or more' })
    .max(168, { message: 'must be 168 or less' })
    .default(24),
  SMS_PROVIDER: z.enum(['outbox', 'dlt'], { message: 'must be outbox or dlt' }).default('outbox'),
  SMS_API_BASE: urlText(['https:', 'http:']).optional(),
  SMS_API_KEY: optionalText,
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6}$/i, 'must be the six-character DLT sender id (header)')
    .optional(),
  SMS_TEMPLATE_IDS: smsTemplateIdsText.optional(),
  WHATSAPP_PROVIDER: z.enum(['outbox', 'meta'], { message: 'must be outbox or meta' }).default('outbox'),
  WHATSAPP_API_BASE: urlText(['https:', 'http:']).default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be the numeric phone number id')
    .optional(),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'must be a P-256 public key, 65 bytes in base64url (web-push generate-vapid-keys)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
  PUSH_SERVICE_HOSTS: z.string().optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlText(['http:', 'https:']).default('https://accounts.google.com'),
  REDIS_URL: urlText(['redis:', 'rediss:']).optional(),
  CORS_ORIGINS: z.string().optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: booleanText.default(true),
  SEED_DEMO_COUNSELLORS: booleanText.default(true),
  ALLOW_SIMULATED_PAYMENTS: booleanText.default(false),
  ALLOW_OUTBOX_MAIL: booleanText.default(false),
  ALLOW_DEMO_CONTENT: booleanText.default(false),
  ALLOW_MISSING_CONTACTS: booleanText.default(false),
  ALLOW_MISSING_GRIEVANCE_OFFICER: booleanText.default(false),
  ALLOW_MISSING_SELLER: booleanText.default(false),
  TRUSTED_PROXIES: z.string().default(DEFAULT_TRUSTED_PROXIES.join(',')),
  CONTACT_PHONE: optionalText,
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  CONTACT_ADDRESS: optionalText,
  CONTACT_WHATSAPP: z.string().optional(),
  GRIEVANCE_OFFICER_NAME: optionalText,
  GRIEVANCE_OFFICER_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  SUPPORT_EMAILS: z.string().optional(),
  SOCIAL_LINKS: z.string().optional(),
  // Unset, invoices name the brand; an https APP_URL refuses that (production-guards.ts).
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  SELLER_ADDRESS: optionalText,
  SELLER_STATE: z
    .string()
    .trim()
    .regex(/^(0[1-9]|[1-9][0-9])$/, 'must be a two-digit GST state code such as 27')
    .default('27'),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .optional(),
  GST_RATE_PERCENT: z.coerce
    .number({ message: 'must be a percentage such as 18' })
    .min(0, { message: 'must be 0 or more' })
    .max(28, { message: 'must be 28 or less' })
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'at most two decimals')
    .default(18),
  SAC_COURSE: z.string().trim().regex(SAC_PATTERN, SAC_MESSAGE).default('999293'),
  SAC_WEBINAR: z.string().trim().regex(SAC_PATTERN, SAC_MESSAGE).default('999293'),
  SAC_APPOINTMENT: z.string().trim().regex(SAC_PATTERN, SAC_MESSAGE).default('999319'),
  STAFF_2FA: z
    .enum(['optional', 'required'], { message: 'must be optional or required' })
    .default('optional'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The environment after parsing: each variable checked on its own, defaults filled in. */
export type EnvVars = z.infer<typeof envSchema>;

/** Every variable the server reads (README's table and .env.example list each one). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);
