import { z } from 'zod';
import path from 'node:path';
import { loadOrCreateSecrets } from './secrets.ts';

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

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  APP_URL: urlText(['http:', 'https:']).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlText(['postgres:', 'postgresql:']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
  REFUND_RETRY_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds (0 turns the retries off)' })
    .int({ message: 'must be a whole number of seconds' })
    .min(0, { message: 'must be 0 or more' })
    .default(300),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlText(['http:', 'https:']).default('https://accounts.google.com'),
  REDIS_URL: urlText(['redis:', 'rediss:']).optional(),
  CORS_ORIGINS: z.string().optional(),
  SEED_DEMO: booleanText.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type PaymentProvider = 'razorpay' | 'simulated';

export interface AppConfig {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  payment: {
    provider: PaymentProvider;
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    apiBase: string;
    /** How often refunds still owed are asked for again; 0 never. */
    refundRetryMs: number;
  };
  google: { clientId: string; clientSecret: string | undefined; issuer: string } | undefined;
  redisUrl: string | undefined;
  corsOrigins: string[];
  seedDemo: boolean;
  logLevel: string;
}

/** Thrown with one line per bad variable; server.ts prints the lines and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
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
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(vars.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl: (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? secrets.jwtSecret,
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
      refundRetryMs: vars.REFUND_RETRY_SECONDS * 1000,
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
    seedDemo: vars.SEED_DEMO,
    logLevel: vars.LOG_LEVEL,
  };
}
