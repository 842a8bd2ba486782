/** Production guards: combinations refused once APP_URL is https. */
import { appUrlOf, paymentProviderOf } from './build-config.ts';
import { SMS_TEMPLATE_KEYS, type EnvVars } from './env-schema.ts';
import { missingOperatorDetails } from './operator-details.ts';

/**
 * A phone provider chosen but not fully configured would fail every send (codes never arrive);
 * refused wherever it is set, not only in production.
 */
export function phoneProviderProblems(vars: EnvVars): string[] {
  const problems: string[] = [];
  if (vars.SMS_PROVIDER === 'dlt') {
    const missing = (['SMS_API_BASE', 'SMS_API_KEY', 'SMS_SENDER_ID'] as const).filter((name) => !vars[name]);
    if (missing.length > 0) problems.push(`SMS_PROVIDER: dlt needs ${missing.join(', ')}`);
    const templates: Partial<Record<string, string>> = vars.SMS_TEMPLATE_IDS ?? {};
    const unregistered = SMS_TEMPLATE_KEYS.filter((key) => !templates[key]);
    if (unregistered.length > 0) {
      problems.push(`SMS_TEMPLATE_IDS: dlt needs a registered template id for ${unregistered.join(', ')}`);
    }
  }
  if (vars.WHATSAPP_PROVIDER === 'meta') {
    const names = [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ] as const;
    const missing = names.filter((name) => !vars[name]);
    if (missing.length > 0) problems.push(`WHATSAPP_PROVIDER: meta needs ${missing.join(', ')}`);
  }
  return problems;
}

/**
 * An https APP_URL means real people: refuse what would sell for free or lose their mail, unless
 * the operator says it is meant (a public demo, say).
 */
export function productionProblems(vars: EnvVars): string[] {
  const phoneProblems = phoneProviderProblems(vars);
  if (!appUrlOf(vars).startsWith('https://')) return phoneProblems;
  const provider = paymentProviderOf(vars);
  const problems: string[] = [...phoneProblems];
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
  for (const { problem, allowedBy } of missingOperatorDetails(vars)) {
    if (!vars[allowedBy]) problems.push(`${problem}; set it, or ${allowedBy}=true`);
  }
  if (vars.DATABASE_URL && !vars.DATA_ENCRYPTION_KEY) {
    problems.push(
      'DATA_ENCRYPTION_KEY: with DATABASE_URL every instance must seal and open data with the same key, not one generated into its own DATA_DIR; set it (openssl rand -base64 32) and keep a copy apart from the database backups',
    );
  }
  return problems;
}
