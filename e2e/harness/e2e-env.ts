import path from 'node:path';

/**
 * Where the journeys' server, mail and data live; fixed so every worker finds them. `E2E_PORT`
 * moves all three ports, so two checkouts on one machine can run their journeys at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
export const E2E_SMTP_PORT = E2E_PORT + 14;
/** The local OpenID provider that stands in for Google. */
export const E2E_OIDC_PORT = E2E_PORT + 15;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ROOT = path.resolve('.tmp/e2e');
export const E2E_MAIL_DIR = path.join(E2E_ROOT, 'mail');
export const E2E_DATA_DIR = path.join(E2E_ROOT, 'data');
export const E2E_ADMIN = { email: 'admin@sukoon.test', password: 'calm-admin-password-1' };
/**
 * The contact details the journeys' server is started with; CONTACT_ADDRESS is left unset, so the
 * journeys also see that an unset detail is not shown.
 */
export const E2E_CONTACT = {
  CONTACT_PHONE: '+91 98765 43210',
  CONTACT_EMAIL: 'care@trust.test',
  CONTACT_WHATSAPP: '+91 98765 43211, +91 98765 43212',
  SUPPORT_EMAILS: 'help@trust.test',
  SOCIAL_LINKS: 'https://www.instagram.com/sukoon.test,https://www.youtube.com/@sukoon.test',
} as const;

/** The grievance officer the journeys' privacy policy names. */
export const E2E_GRIEVANCE_OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Farah Siddiqui',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@trust.test',
} as const;
