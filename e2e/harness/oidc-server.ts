import http from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

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
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(`http://localhost:${port}`, {
    clients: [
      {
        client_id: E2E_GOOGLE_CLIENT.id,
        client_secret: E2E_GOOGLE_CLIENT.secret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    findAccount,
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
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
