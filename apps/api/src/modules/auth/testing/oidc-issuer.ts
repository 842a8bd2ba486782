import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Provider, { type InteractionContext } from 'oidc-provider';
import { googleLikeConfiguration } from './google-like-provider.ts';

export interface IssuerAccount {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface TestIssuer {
  url: string;
  client: { id: string; secret: string };
  /** Who "signs in" at the issuer on the next authorisation request. */
  signInAs(account: IssuerAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider standing in for Google. Its login step signs in whichever account the
 * test chose, and consent is granted up front, so a test can follow the redirects without forms.
 */
export async function startTestIssuer(redirectUri: string): Promise<TestIssuer> {
  const accounts = new Map<string, IssuerAccount>();
  let current: IssuerAccount | undefined;
  const client = { id: 'sukoon-test', secret: randomBytes(16).toString('hex') };
  let handle: (request: http.IncomingMessage, response: http.ServerResponse) => void = () => undefined;
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(url, {
    ...googleLikeConfiguration(client, redirectUri, 'test'),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_context, subject) => {
      const account = accounts.get(subject);
      if (!account) throw new Error(`no test account ${subject}`);
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    loadExistingGrant: async (context: InteractionContext) => {
      const { oidc } = context;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });

  const callback = provider.callback();
  handle = (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return callback(request, response);
    // The login "form": sign in the chosen account straight away.
    provider
      .interactionDetails(request, response)
      .then(() => {
        if (!current) throw new Error('the test chose no account');
        accounts.set(current.subject, current);
        return provider.interactionFinished(
          request,
          response,
          { login: { accountId: current.subject } },
          { mergeWithLastSubmission: false },
        );
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
  };

  return {
    url,
    client,
    signInAs: (account) => {
      current = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Follows the issuer's redirects with a cookie jar until it sends the browser back to the app. */
export async function followIssuerRedirects(startUrl: string, appUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = new URL(startUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (next.href.startsWith(appUrl)) return next;
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the issuer answered ${response.status} without a redirect: ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects at the issuer');
}
