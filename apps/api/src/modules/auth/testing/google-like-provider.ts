import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration } from 'oidc-provider';

/**
 * What every stand-in for Google shares (the API tests' issuer and the journeys' provider): one
 * confidential client on the code flow with PKCE, Google's claims, and a fresh signing key. Each
 * adds how its accounts sign in.
 */
export function googleLikeConfiguration(
  client: { id: string; secret: string },
  redirectUri: string,
  keyId: string,
): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
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
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
  };
}
