/** The typed configuration the rest of the server reads (built by build-config.ts). */
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
  /** `replyTo`: REPLY_TO, else the first support mailbox, else CONTACT_EMAIL; unset: none. */
  mail: { smtpUrl: string | undefined; from: string; replyTo: string | undefined };
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
    /** How a session's room is made, and what its call needs (DESIGN "The session room"). */
    meeting: MeetingConfig;
    /** MEETING_PROVIDER=link: a session's room is this plus an unguessable name. */
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
  /** The phone channels (DESIGN "Phones"); `outbox` writes JSON files to DATA_DIR/outbox. */
  phones: PhonesConfig;
  push: PushConfig;
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
  /**
   * What people would miss that an https APP_URL refuses to start without (contacts, grievance
   * officer, seller), one line each: the start banner tells a developer before it matters.
   */
  missingOperatorDetails: string[];
}

export interface InvoicingConfig {
  sellerName: string;
  /** False when SELLER_LEGAL_NAME is unset and invoices fall back to the brand's name. */
  sellerNamed: boolean;
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

export interface MeetingConfig {
  provider: 'sukoon' | 'jitsi' | 'link';
  /** The TURN relay and coturn's static-auth-secret; unset: calls go direct (or through STUN). */
  turn: { urls: string[]; secret: string; policy: 'all' | 'relay' } | undefined;
  stunUrls: string[];
  /** MEETING_PROVIDER=jitsi: the server and how its tokens are signed. */
  jitsi:
    | {
        domain: string;
        appId: string;
        signing: { alg: 'HS256'; secret: string } | { alg: 'RS256'; kid: string; privateKey: string };
      }
    | undefined;
}

export interface PhonesConfig {
  sms:
    | { provider: 'outbox' }
    | {
        provider: 'dlt';
        apiBase: string;
        apiKey: string;
        senderId: string;
        /** The DLT template id registered for each text (verification code, session events). */
        templateIds: Partial<Record<string, string>>;
      };
  whatsapp:
    { provider: 'outbox' } | { provider: 'meta'; apiBase: string; token: string; phoneNumberId: string };
  /** Checks the signature of the Cloud API's webhook; unset in outbox mode (the webhook refuses all). */
  whatsappAppSecret: string | undefined;
  /** What Meta echoes in the webhook's subscription handshake; unset: the handshake is refused. */
  whatsappVerifyToken: string | undefined;
}

export interface PushConfig {
  /** The VAPID key pair (base64url) that signs every push request; browsers subscribe to the public one. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** Who the push services may write to about our traffic: a mailto: or https:// address. */
  vapidSubject: string;
  /**
   * Host names a subscription's address may name (`*.` for any subdomain): the server posts to that
   * address, so an address elsewhere would let anyone aim our requests at a host of their choice.
   */
  serviceHosts: string[];
}
