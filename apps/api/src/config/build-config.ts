/** Turns parsed variables into the typed configuration, filling what nobody set from DATA_DIR. */
import path from 'node:path';
import type {
  AppConfig,
  ContactDetails,
  MeetingConfig,
  PaymentProvider,
  PhonesConfig,
  PushConfig,
} from './app-config.ts';
import type { EnvVars } from './env-schema.ts';
import { loadOrCreateDataKey, loadOrCreateSecrets, loadOrCreateVapidKeys } from './secrets.ts';
import { missingOperatorDetails } from './operator-details.ts';

/** `a, b,,c` → `['a', 'b', 'c']`. */
export const listOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const hasRazorpayKeys = (vars: EnvVars) => Boolean(vars.RAZORPAY_KEY_ID && vars.RAZORPAY_KEY_SECRET);

/** PAYMENT_PROVIDER, or Razorpay when its keys are set, or the simulated gateway. */
export const paymentProviderOf = (vars: EnvVars): PaymentProvider =>
  vars.PAYMENT_PROVIDER ?? (hasRazorpayKeys(vars) ? 'razorpay' : 'simulated');

/** A PEM key written on one line with `\\n` for its line breaks, as env files often hold it. */
export const jitsiPrivateKeyOf = (vars: EnvVars) => vars.JITSI_PRIVATE_KEY?.replace(/\\n/g, '\n');

/** The room's settings by MEETING_PROVIDER (DESIGN "The session room"). */
export function meetingOf(vars: EnvVars): MeetingConfig {
  const turnUrls = listOf(vars.TURN_URLS);
  const privateKey = jitsiPrivateKeyOf(vars);
  return {
    provider: vars.MEETING_PROVIDER,
    turn:
      turnUrls.length > 0 && vars.TURN_SECRET
        ? { urls: turnUrls, secret: vars.TURN_SECRET, policy: vars.TURN_POLICY }
        : undefined,
    stunUrls: listOf(vars.STUN_URLS),
    jitsi:
      vars.MEETING_PROVIDER === 'jitsi' && vars.JITSI_DOMAIN && vars.JITSI_APP_ID
        ? {
            domain: vars.JITSI_DOMAIN,
            appId: vars.JITSI_APP_ID,
            signing:
              vars.JITSI_KID && privateKey
                ? { alg: 'RS256', kid: vars.JITSI_KID, privateKey }
                : { alg: 'HS256', secret: vars.JITSI_APP_SECRET ?? '' },
          }
        : undefined,
  };
}

/** SMS and WhatsApp by their providers; a half-configured one never gets here (production-guards.ts). */
export const phonesOf = (vars: EnvVars): PhonesConfig => ({
  sms:
    vars.SMS_PROVIDER === 'dlt'
      ? {
          provider: 'dlt',
          apiBase: (vars.SMS_API_BASE ?? '').replace(/\/$/, ''),
          apiKey: vars.SMS_API_KEY ?? '',
          senderId: vars.SMS_SENDER_ID ?? '',
          templateIds: vars.SMS_TEMPLATE_IDS ?? {},
        }
      : { provider: 'outbox' },
  whatsapp:
    vars.WHATSAPP_PROVIDER === 'meta'
      ? {
          provider: 'meta',
          apiBase: vars.WHATSAPP_API_BASE.replace(/\/$/, ''),
          token: vars.WHATSAPP_TOKEN ?? '',
          phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID ?? '',
        }
      : { provider: 'outbox' },
  whatsappAppSecret: vars.WHATSAPP_APP_SECRET,
  whatsappVerifyToken: vars.WHATSAPP_VERIFY_TOKEN,
});

/** The browsers' own push services: Chrome's, Firefox's, Safari's and Edge's. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
];

/** A mailto: or https:// address (push services take no other): CONTACT_EMAIL, an https APP_URL, MAIL_FROM. */
function vapidSubjectOf(vars: EnvVars): string {
  if (vars.CONTACT_EMAIL) return `mailto:${vars.CONTACT_EMAIL}`;
  const appUrl = appUrlOf(vars);
  if (appUrl.startsWith('https://')) return appUrl;
  const sender = /<([^>]+)>/.exec(vars.MAIL_FROM ?? '')?.[1] ?? vars.MAIL_FROM ?? 'no-reply@sukoon.example';
  return `mailto:${sender}`;
}

/** Web push's keys (from DATA_DIR when unset), who signs, and where subscriptions may point. */
export function pushOf(vars: EnvVars, dataDir: string): PushConfig {
  const keys =
    vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
      ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
      : loadOrCreateVapidKeys(dataDir);
  const hosts = listOf(vars.PUSH_SERVICE_HOSTS);
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    vapidSubject: vars.VAPID_SUBJECT ?? vapidSubjectOf(vars),
    serviceHosts: hosts.length > 0 ? hosts : DEFAULT_PUSH_SERVICE_HOSTS,
  };
}

export const appUrlOf = (vars: EnvVars) =>
  (vars.APP_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '');

export const contactOf = (vars: EnvVars): ContactDetails => ({
  phone: vars.CONTACT_PHONE,
  email: vars.CONTACT_EMAIL,
  address: vars.CONTACT_ADDRESS,
  whatsapp: listOf(vars.CONTACT_WHATSAPP),
  supportEmails: listOf(vars.SUPPORT_EMAILS),
  socialLinks: listOf(vars.SOCIAL_LINKS),
});

/** Builds the configuration from variables that passed every rule (env-rules, production-guards). */
export function buildConfig(vars: EnvVars): AppConfig {
  const provider = paymentProviderOf(vars);
  const dataDir = path.resolve(vars.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  return {
    port: vars.PORT,
    host: vars.HOST,
    appUrl: appUrlOf(vars),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? secrets.jwtSecret,
    dataEncryptionKey: vars.DATA_ENCRYPTION_KEY ?? loadOrCreateDataKey(dataDir),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD }
        : undefined,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? 'Sukoon <no-reply@sukoon.example>',
      // The mails invite a reply ("reply to this e-mail"): it must reach a person, not no-reply@.
      replyTo: vars.REPLY_TO ?? contactOf(vars).supportEmails[0] ?? vars.CONTACT_EMAIL,
    },
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
      meeting: meetingOf(vars),
      meetingBaseUrl: vars.MEETING_BASE_URL.replace(/\/$/, ''),
      rescheduleCutoffHours: vars.RESCHEDULE_CUTOFF_HOURS,
    },
    phones: phonesOf(vars),
    push: pushOf(vars, dataDir),
    google: vars.GOOGLE_CLIENT_ID
      ? {
          clientId: vars.GOOGLE_CLIENT_ID,
          clientSecret: vars.GOOGLE_CLIENT_SECRET,
          issuer: vars.GOOGLE_ISSUER,
        }
      : undefined,
    redisUrl: vars.REDIS_URL,
    corsOrigins: listOf(vars.CORS_ORIGINS),
    metricsToken: vars.METRICS_TOKEN,
    trustedProxies: listOf(vars.TRUSTED_PROXIES),
    contact: contactOf(vars),
    invoicing: {
      sellerName: vars.SELLER_LEGAL_NAME ?? 'Sukoon',
      sellerNamed: vars.SELLER_LEGAL_NAME !== undefined,
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
    missingOperatorDetails: missingOperatorDetails(vars).map((detail) => detail.problem),
    seedDemo: vars.SEED_DEMO,
    seedDemoCounsellors: vars.SEED_DEMO_COUNSELLORS,
    logLevel: vars.LOG_LEVEL,
  };
}
