import { z } from 'zod';
import path from 'node:path';
import { isIP } from 'node:net';
import { loadOrCreateDataKey, loadOrCreateSecrets } from './secrets.ts';

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
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const DEFAULT_TRUSTED_PROXIES = PROXY_RANGE_NAMES;

/** `10.0.0.0/8`, `2001:db8::1`, `loopback`: what X-Forwarded-For may be believed from. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const PHONE_PATTERN = /^\+?[\d\s()-]{8,20}$/;

const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

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

const envSchema = z.object({
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
  MEETING_BASE_URL: urlText(['https:', 'http:']).default('https://meet.jit.si'),
  RESCHEDULE_CUTOFF_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .int({ message: 'must be a whole number of hours' })
    .min(0, { message: 'must be 0 or more' })
    .max(168, { message: 'must be 168 or less' })
    .default(24),
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
  TRUSTED_PROXIES: z.string().default(DEFAULT_TRUSTED_PROXIES.join(',')),
  CONTACT_PHONE: optionalText,
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  CONTACT_ADDRESS: optionalText,
  CONTACT_WHATSAPP: z.string().optional(),
  GRIEVANCE_OFFICER_NAME: optionalText,
  GRIEVANCE_OFFICER_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  SUPPORT_EMAILS: z.string().optional(),
  SOCIAL_LINKS: z.string().optional(),
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).default('Sukoon'),
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

/** Every variable the server reads (README's table and .env.example list each one). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type PaymentProvider = 'razorpay' | 'simulated';

export interface AppConfig {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Seals appointment reasons, session notes and intake answers at rest (32 bytes). */
  dataEncryptionKey: Buffer;
  admin: { email: string; password: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  payment: {
    provider: PaymentProvider;
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    apiBase: string;
    /** How often refunds still owed are asked for again, in minutes; 0 never. */
    refundRetryMinutes: number;
  };
  sessions: {
    /** A session's room is this plus an unguessable name (a Jitsi Meet server by default). */
    meetingBaseUrl: string;
    /** A client may move a session until this many hours before it starts. */
    rescheduleCutoffHours: number;
  };
  jobs: {
    /** False: this instance starts jobs only when sent, never on their schedule (tests). */
    isScheduling: boolean;
    /** How often an idle worker looks for due jobs. */
    pollSeconds: number;
    /** The first wait before a failed job is tried again; it doubles each time. */
    retryDelaySeconds: number;
    /** A running job's claim is refreshed every half of this; silent this long, it runs elsewhere. */
    heartbeatSeconds: number;
  };
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined;
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** Bearer token for GET /api/metrics; unset: that route answers 404. */
  metricsToken: string | undefined;
  /** Addresses and ranges whose X-Forwarded-For names the client (rate limits, logs). */
  trustedProxies: string[];
  /** The organisation's contact details; an unset one is not shown anywhere. */
  contact: ContactDetails;
  /** Who sells, and how its invoices are taxed (issue 18). */
  invoicing: InvoicingConfig;
  /** Named on the privacy policy (DPDP Act): who hears complaints about personal data. */
  grievanceOfficer: { name: string; email: string } | undefined;
  /** STAFF_2FA: `required` makes counsellors and admins turn on two-step sign-in (decision 023). */
  staffTwoFactor: 'optional' | 'required';
  seedDemo: boolean;
  /** With SEED_DEMO: the four demo counsellors too, so booking assigns a counsellor. */
  seedDemoCounsellors: boolean;
  logLevel: string;
}

export interface InvoicingConfig {
  sellerName: string;
  sellerAddress: string;
  /** Two-digit GST state code (27 is Maharashtra). */
  sellerState: string;
  /** Unset: the seller is not registered for GST and issues bills of supply without tax. */
  sellerGstin: string | undefined;
  /** The GST rate in hundredths of a percent: 1800 is 18 %. */
  taxRateBasisPoints: number;
  /** SAC code per thing sold. */
  sac: Record<'course' | 'webinar' | 'appointment', string>;
}

export interface ContactDetails {
  phone: string | undefined;
  email: string | undefined;
  address: string | undefined;
  whatsapp: string[];
  supportEmails: string[];
  socialLinks: string[];
}

/** Thrown with one line per bad variable; server.ts prints the lines and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/**
 * An https APP_URL means real people: refuse what would sell for free or lose their mail, unless
 * the operator says it is meant (a public demo, say).
 */
function productionProblems(
  appUrl: string,
  provider: PaymentProvider,
  vars: z.infer<typeof envSchema>,
): string[] {
  if (!appUrl.startsWith('https://')) return [];
  const problems: string[] = [];
  if (provider === 'simulated' && !vars.ALLOW_SIMULATED_PAYMENTS) {
    problems.push(
      'PAYMENT_PROVIDER: the simulated gateway takes no money on an https APP_URL; set the RAZORPAY_* keys, or ALLOW_SIMULATED_PAYMENTS=true',
    );
  }
  if (!vars.SMTP_URL && !vars.ALLOW_OUTBOX_MAIL) {
    problems.push(
      'SMTP_URL: without it mail only reaches DATA_DIR/outbox, not people; set SMTP_URL, or ALLOW_OUTBOX_MAIL=true',
    );
  }
  if (vars.SEED_DEMO && !vars.ALLOW_DEMO_CONTENT) {
    problems.push(
      'SEED_DEMO: an empty database would get demo courses for sale on an https APP_URL; set SEED_DEMO=false, or ALLOW_DEMO_CONTENT=true',
    );
  }
  if (vars.DATABASE_URL && !vars.DATA_ENCRYPTION_KEY) {
    problems.push(
      'DATA_ENCRYPTION_KEY: with DATABASE_URL every instance must seal and open data with the same key, not one generated into its own DATA_DIR; set it (openssl rand -base64 32) and keep a copy apart from the database backups',
    );
  }
  return problems;
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The only reader of process.env: turns the environment into a validated config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Blank variables count as unset, so `FOO= npm start` behaves like not setting FOO.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => !isBlank(value)));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems: string[] = [];
  const hasRazorpayKeys = Boolean(vars.RAZORPAY_KEY_ID && vars.RAZORPAY_KEY_SECRET);
  const provider: PaymentProvider = vars.PAYMENT_PROVIDER ?? (hasRazorpayKeys ? 'razorpay' : 'simulated');
  if (provider === 'razorpay' && !hasRazorpayKeys) {
    problems.push('PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (provider === 'razorpay' && !vars.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET: must be set when PAYMENT_PROVIDER is razorpay');
  }
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const corsOrigins = (vars.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS: "${origin}" must be an origin such as https://app.example.org`);
    }
  }
  const trustedProxies = listOf(vars.TRUSTED_PROXIES);
  for (const entry of trustedProxies) {
    if (!isProxyEntry(entry)) {
      problems.push(
        `TRUSTED_PROXIES: "${entry}" must be an IP address, a CIDR range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal`,
      );
    }
  }
  const contact: ContactDetails = {
    phone: vars.CONTACT_PHONE,
    email: vars.CONTACT_EMAIL,
    address: vars.CONTACT_ADDRESS,
    whatsapp: listOf(vars.CONTACT_WHATSAPP),
    supportEmails: listOf(vars.SUPPORT_EMAILS),
    socialLinks: listOf(vars.SOCIAL_LINKS),
  };
  if (contact.phone && !PHONE_PATTERN.test(contact.phone)) {
    problems.push(`CONTACT_PHONE: "${contact.phone}" must be a phone number such as +91 98765 43210`);
  }
  for (const number of contact.whatsapp.filter((entry) => !PHONE_PATTERN.test(entry))) {
    problems.push(`CONTACT_WHATSAPP: "${number}" must be a phone number such as +91 98765 43210`);
  }
  for (const email of contact.supportEmails.filter((entry) => !z.email().safeParse(entry).success)) {
    problems.push(`SUPPORT_EMAILS: "${email}" must be an e-mail address`);
  }
  for (const link of contact.socialLinks.filter((entry) => !isHttpsUrl(entry))) {
    problems.push(`SOCIAL_LINKS: "${link}" must be a URL starting with https://`);
  }
  if (vars.SELLER_GSTIN && !vars.SELLER_GSTIN.startsWith(vars.SELLER_STATE)) {
    problems.push(
      `SELLER_GSTIN: starts with state code ${vars.SELLER_GSTIN.slice(0, 2)}, but SELLER_STATE is ${vars.SELLER_STATE}`,
    );
  }
  if (Boolean(vars.GRIEVANCE_OFFICER_NAME) !== Boolean(vars.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push(
      'GRIEVANCE_OFFICER_NAME: GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL must be set together',
    );
  }
  const appUrl = (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');
  problems.push(...productionProblems(appUrl, provider, vars));
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(vars.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? secrets.jwtSecret,
    dataEncryptionKey: vars.DATA_ENCRYPTION_KEY ?? loadOrCreateDataKey(dataDir),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD }
        : undefined,
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? 'Sukoon <no-reply@sukoon.example>' },
    payment: {
      provider,
      keyId:
        provider === 'razorpay'
          ? (vars.RAZORPAY_KEY_ID ?? '')
          : (vars.RAZORPAY_KEY_ID ?? secrets.simulatedKeyId),
      keySecret:
        provider === 'razorpay'
          ? (vars.RAZORPAY_KEY_SECRET ?? '')
          : (vars.RAZORPAY_KEY_SECRET ?? secrets.simulatedKeySecret),
      webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET ?? secrets.simulatedWebhookSecret,
      apiBase: vars.RAZORPAY_API_BASE.replace(/\/$/, ''),
      refundRetryMinutes: vars.REFUND_RETRY_MINUTES,
    },
    jobs: {
      isScheduling: vars.JOB_SCHEDULES,
      pollSeconds: vars.JOB_POLL_SECONDS,
      retryDelaySeconds: vars.JOB_RETRY_SECONDS,
      heartbeatSeconds: vars.JOB_HEARTBEAT_SECONDS,
    },
    sessions: {
      meetingBaseUrl: vars.MEETING_BASE_URL.replace(/\/$/, ''),
      rescheduleCutoffHours: vars.RESCHEDULE_CUTOFF_HOURS,
    },
    google: vars.GOOGLE_CLIENT_ID
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          issuer: vars.GOOGLE_ISSUER,
        }
      : undefined,
    redisUrl: vars.REDIS_URL,
    corsOrigins,
    metricsToken: vars.METRICS_TOKEN,
    trustedProxies,
    contact,
    invoicing: {
      sellerName: vars.SELLER_LEGAL_NAME,
      sellerAddress: vars.SELLER_ADDRESS ?? vars.CONTACT_ADDRESS ?? '',
      sellerState: vars.SELLER_STATE,
      sellerGstin: vars.SELLER_GSTIN,
      taxRateBasisPoints: Math.round(vars.GST_RATE_PERCENT * 100),
      sac: { course: vars.SAC_COURSE, webinar: vars.SAC_WEBINAR, appointment: vars.SAC_APPOINTMENT },
    },
    grievanceOfficer:
      vars.GRIEVANCE_OFFICER_NAME && vars.GRIEVANCE_OFFICER_EMAIL
        ? { name: vars.GRIEVANCE_OFFICER_NAME, email: vars.GRIEVANCE_OFFICER_EMAIL }
        : undefined,
    staffTwoFactor: vars.STAFF_2FA,
    seedDemo: vars.SEED_DEMO,
    seedDemoCounsellors: vars.SEED_DEMO_COUNSELLORS,
    logLevel: vars.LOG_LEVEL,
  };
}
