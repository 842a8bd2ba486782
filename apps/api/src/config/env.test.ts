import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { OPERATOR_DETAILS, configProblems } from './env-test-kit.ts';

const { dataDir, problemsOf } = configProblems('env');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      seedDemoCounsellors: true,
      logLevel: 'info',
      corsOrigins: [],
      google: undefined,
      admin: undefined,
    });
    expect(config.payment.provider).toBe('simulated');
    expect(config.payment.apiBase).toBe('https://api.razorpay.com/v1');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps generated secrets across starts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.payment.keySecret).toBe(first.payment.keySecret);
  });

  it('names every bad variable on its own line', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'https://ok.example,not a url',
    });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual(
      ['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SEED_DEMO'].sort(),
    );
    expect(problemsOf({ CORS_ORIGINS: 'https://ok.example,not a url' })).toEqual([
      'CORS_ORIGINS: "not a url" must be an origin such as https://app.example.org',
    ]);
  });

  it('chooses razorpay when both keys are set, and requires its webhook secret', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' })).toEqual([
      'RAZORPAY_WEBHOOK_SECRET: must be set when PAYMENT_PROVIDER is razorpay',
    ]);
    const config = loadConfig({
      DATA_DIR: dataDir,
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.payment).toMatchObject({ provider: 'razorpay', keyId: 'rzp_test_1', keySecret: 'secret' });
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' })[0]).toMatch(/^PAYMENT_PROVIDER: razorpay needs/);
  });

  it('needs the admin e-mail and password together, and enables Google with a client id', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.example' })).toEqual([
      'ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    const config = loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'client', PORT: '4000' });
    expect(config.google).toEqual({
      clientId: 'client',
      clientSecret: undefined,
      issuer: 'https://accounts.google.com',
    });
    expect(config.appUrl).toBe('http://localhost:4000');
  });

  it('takes a METRICS_TOKEN of 16 or more characters, and none by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe(
      'scrape-me-0123456789',
    );
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN: must be at least 16 characters']);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeUndefined();
  });

  it('believes X-Forwarded-For from loopback and private ranges by default, or from TRUSTED_PROXIES', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).trustedProxies).toEqual([
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUSTED_PROXIES: '203.0.113.7, 198.51.100.0/24,2001:db8::/32' })
        .trustedProxies,
    ).toEqual(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32']);
    expect(problemsOf({ TRUSTED_PROXIES: '203.0.113.7,10.0.0.0/33,my-proxy' })).toEqual([
      'TRUSTED_PROXIES: "10.0.0.0/33" must be an IP address, a CIDR range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal',
      'TRUSTED_PROXIES: "my-proxy" must be an IP address, a CIDR range such as 10.0.0.0/8, or loopback, linklocal, uniquelocal',
    ]);
  });

  describe('on an https APP_URL', () => {
    const https = { APP_URL: 'https://sukoon.example' };

    it('refuses the simulated gateway, outbox-only mail and demo content, one line each', () => {
      expect(problemsOf(https)).toEqual([
        'PAYMENT_PROVIDER: the simulated gateway takes no money on an https APP_URL; set the RAZORPAY_* keys, or ALLOW_SIMULATED_PAYMENTS=true',
        'SMTP_URL: without it mail only reaches DATA_DIR/outbox, not people; set SMTP_URL, or ALLOW_OUTBOX_MAIL=true',
        'SEED_DEMO: an empty database would get demo courses for sale on an https APP_URL; set SEED_DEMO=false, or ALLOW_DEMO_CONTENT=true',
        'CONTACT_EMAIL or CONTACT_PHONE: /help and /contact would list no way to reach you; set it, or ALLOW_MISSING_CONTACTS=true',
        'GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL: the privacy policy must name the grievance officer; set it, or ALLOW_MISSING_GRIEVANCE_OFFICER=true',
        "SELLER_LEGAL_NAME and SELLER_ADDRESS: invoices must name the seller and the seller's address; set it, or ALLOW_MISSING_SELLER=true",
      ]);
      expect(problemsOf({ APP_URL: 'http://sukoon.example' })).toEqual([]);
    });

    it('names each missing detail of the trust on its own line: a phone alone is a way to reach it', () => {
      const {
        CONTACT_EMAIL: _email,
        GRIEVANCE_OFFICER_NAME: _officer,
        GRIEVANCE_OFFICER_EMAIL: _officerEmail,
        ...others
      } = OPERATOR_DETAILS;
      expect(
        problemsOf({
          ...https,
          ...others,
          CONTACT_PHONE: '+91 98765 43210',
          ALLOW_SIMULATED_PAYMENTS: 'true',
          ALLOW_OUTBOX_MAIL: 'true',
          ALLOW_DEMO_CONTENT: 'true',
        }),
      ).toEqual([
        'GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL: the privacy policy must name the grievance officer; set it, or ALLOW_MISSING_GRIEVANCE_OFFICER=true',
      ]);
    });

    it('starts when each is explicitly allowed, or replaced by the real thing', () => {
      expect(
        problemsOf({
          ...https,
          ALLOW_SIMULATED_PAYMENTS: 'true',
          ALLOW_OUTBOX_MAIL: 'true',
          ALLOW_DEMO_CONTENT: 'true',
          ALLOW_MISSING_CONTACTS: 'true',
          ALLOW_MISSING_GRIEVANCE_OFFICER: 'true',
          ALLOW_MISSING_SELLER: 'true',
        }),
      ).toEqual([]);
      expect(
        problemsOf({
          ...https,
          RAZORPAY_KEY_ID: 'rzp_live_1',
          RAZORPAY_KEY_SECRET: 'secret',
          RAZORPAY_WEBHOOK_SECRET: 'hook',
          SMTP_URL: 'smtp://mail.sukoon.example:587',
          SEED_DEMO: 'false',
          ...OPERATOR_DETAILS,
        }),
      ).toEqual([]);
    });
  });

  it('reads the contact details, and leaves unset ones empty rather than invented', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).contact).toEqual({
      phone: undefined,
      email: undefined,
      address: undefined,
      whatsapp: [],
      supportEmails: [],
      socialLinks: [],
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      CONTACT_PHONE: '+91 98765 43210',
      CONTACT_EMAIL: 'care@sukoon.example',
      CONTACT_ADDRESS: '12 Civil Lines, Akola 444001',
      CONTACT_WHATSAPP: '+91 98765 43211, +91 98765 43212',
      SUPPORT_EMAILS: 'help@sukoon.example,',
      SOCIAL_LINKS: 'https://www.instagram.com/sukoon',
    });
    expect(config.contact).toEqual({
      phone: '+91 98765 43210',
      email: 'care@sukoon.example',
      address: '12 Civil Lines, Akola 444001',
      whatsapp: ['+91 98765 43211', '+91 98765 43212'],
      supportEmails: ['help@sukoon.example'],
      socialLinks: ['https://www.instagram.com/sukoon'],
    });
    expect(
      problemsOf({
        CONTACT_PHONE: 'call us',
        CONTACT_EMAIL: 'nope',
        CONTACT_WHATSAPP: '+91 98765 43211,12',
        SUPPORT_EMAILS: 'help@sukoon.example,help',
        SOCIAL_LINKS: 'instagram.com/sukoon',
      }),
    ).toEqual(['CONTACT_EMAIL: must be an e-mail address']);
    expect(
      problemsOf({
        CONTACT_PHONE: 'call us',
        CONTACT_WHATSAPP: '+91 98765 43211,12',
        SUPPORT_EMAILS: 'help@sukoon.example,help',
        SOCIAL_LINKS: 'instagram.com/sukoon',
      }),
    ).toEqual([
      'CONTACT_PHONE: "call us" must be a phone number such as +91 98765 43210',
      'CONTACT_WHATSAPP: "12" must be a phone number such as +91 98765 43210',
      'SUPPORT_EMAILS: "help" must be an e-mail address',
      'SOCIAL_LINKS: "instagram.com/sukoon" must be a URL starting with https://',
    ]);
  });

  it('reads the seller for invoices: Maharashtra at 18 % by default, no GSTIN (bills of supply)', () => {
    expect(loadConfig({ DATA_DIR: dataDir, CONTACT_ADDRESS: 'Akola' }).invoicing).toEqual({
      sellerName: 'Sukoon',
      sellerNamed: false,
      sellerAddress: 'Akola',
      sellerState: '27',
      sellerGstin: undefined,
      taxRateBasisPoints: 1800,
      sac: { course: '999293', webinar: '999293', appointment: '999319' },
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      SELLER_LEGAL_NAME: 'Sukoon Wellness Private Limited',
      SELLER_ADDRESS: '12 Civil Lines, Akola',
      SELLER_STATE: '29',
      SELLER_GSTIN: '29abcde1234f1z5',
      GST_RATE_PERCENT: '12.5',
    });
    expect(config.invoicing).toMatchObject({
      sellerNamed: true,
      sellerAddress: '12 Civil Lines, Akola',
      sellerState: '29',
      sellerGstin: '29ABCDE1234F1Z5',
      taxRateBasisPoints: 1250,
    });
    expect(problemsOf({ SELLER_GSTIN: '29ABCDE1234F1Z5' })).toEqual([
      'SELLER_GSTIN: starts with state code 29, but SELLER_STATE is 27',
    ]);
    expect(
      problemsOf({ SELLER_GSTIN: 'nope', SELLER_STATE: '7', GST_RATE_PERCENT: '40', SAC_COURSE: '1234' }).map(
        (line) => line.split(':')[0],
      ),
    ).toEqual(['SELLER_STATE', 'SELLER_GSTIN', 'GST_RATE_PERCENT', 'SAC_COURSE']);
    expect(problemsOf({ GST_RATE_PERCENT: '18.125' })).toEqual(['GST_RATE_PERCENT: at most two decimals']);
  });
});
