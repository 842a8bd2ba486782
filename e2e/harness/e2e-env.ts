import path from 'node:path';

/** Where the journeys' server, mail and data live; fixed so every worker finds them. */
export const E2E_PORT = 3111;
export const E2E_SMTP_PORT = 3125;
/** The local OpenID provider that stands in for Google. */
export const E2E_OIDC_PORT = 3126;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_ROOT = path.resolve('.tmp/e2e');
export const E2E_MAIL_DIR = path.join(E2E_ROOT, 'mail');
export const E2E_DATA_DIR = path.join(E2E_ROOT, 'data');
export const E2E_ADMIN = { email: 'admin@sukoon.test', password: 'calm-admin-password-1' };
