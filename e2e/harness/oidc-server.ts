import http from 'node:http';
import Provider from 'oidc-provider';
import { googleLikeConfiguration } from '../../apps/api/src/modules/auth/testing/google-like-provider.ts';

/** The "Google" the journeys sign in with: a real OpenID provider on this machine. */
export const E2E_GOOGLE_CLIENT = { id: 'sukoon-e2e', secret: 'e2e-google-client-secret' };

/** Whatever is typed as the login on the provider's form becomes the account: its subject and e-mail. */
const findAccount = (_context: unknown, subject: string) => ({
  accountId: subject,
  claims: () => ({
    sub: subject,
    email: subject,
    email_verified: true,
    given_name: 'Asha',
    family_name: 'Google',
    name: 'Asha Google',
  }),
});

/**
 * Starts the provider with its built-in login and consent forms (devInteractions) and one client
 * whose redirect URI is the app's Google callback. Resolves to a stop function.
 */
export async function startOidcProvider(port: number, redirectUri: string): Promise<() => Promise<void>> {
  const provider = new Provider(`http://localhost:${port}`, {
    ...googleLikeConfiguration(E2E_GOOGLE_CLIENT, redirectUri, 'e2e'),
    features: { devInteractions: { enabled: true } },
    findAccount,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
