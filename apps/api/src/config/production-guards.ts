/** Production guards: combinations refused once APP_URL is https. */
import { appUrlOf, paymentProviderOf } from './build-config.ts';
import type { EnvVars } from './env-schema.ts';

/**
 * An https APP_URL means real people: refuse what would sell for free or lose their mail, unless
 * the operator says it is meant (a public demo, say).
 */
export function productionProblems(vars: EnvVars): string[] {
  if (!appUrlOf(vars).startsWith('https://')) return [];
  const provider = paymentProviderOf(vars);
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
