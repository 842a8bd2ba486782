/** The few parts of oidc-provider (which ships no types) that the test identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClaimsAccount {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (context: unknown, subject: string) => ClaimsAccount | Promise<ClaimsAccount>;
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
