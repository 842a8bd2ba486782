import type { EnvVars } from './env-schema.ts';

/**
 * What people would miss if the operator left it out: a way to reach the trust (/help, /contact),
 * the grievance officer the privacy policy must name, and the seller an invoice must name. Each
 * with the ALLOW_ variable that says its absence is meant.
 */
export function missingOperatorDetails(vars: EnvVars): { problem: string; allowedBy: keyof EnvVars }[] {
  const missing: { problem: string; allowedBy: keyof EnvVars }[] = [];
  if (!vars.CONTACT_EMAIL && !vars.CONTACT_PHONE && !vars.SUPPORT_EMAILS?.trim()) {
    missing.push({
      problem: 'CONTACT_EMAIL or CONTACT_PHONE: /help and /contact would list no way to reach you',
      allowedBy: 'ALLOW_MISSING_CONTACTS',
    });
  }
  if (!vars.GRIEVANCE_OFFICER_NAME || !vars.GRIEVANCE_OFFICER_EMAIL) {
    missing.push({
      problem:
        'GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL: the privacy policy must name the grievance officer',
      allowedBy: 'ALLOW_MISSING_GRIEVANCE_OFFICER',
    });
  }
  if (!vars.SELLER_LEGAL_NAME || !(vars.SELLER_ADDRESS ?? vars.CONTACT_ADDRESS)) {
    missing.push({
      problem: "SELLER_LEGAL_NAME and SELLER_ADDRESS: invoices must name the seller and the seller's address",
      allowedBy: 'ALLOW_MISSING_SELLER',
    });
  }
  return missing;
}
