import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

/** What `clientAddress` answers for a request whose client has already hung up. */
export const DISCONNECTED_CLIENT = 'disconnected';

/**
 * The address the rate limits count. Once the client has closed its connection, `request.ip`
 * is undefined (there is no socket address left to read), and the limiter's own key function
 * threw on it; such requests share one key, since no one is waiting for their answer.
 */
export function clientAddress(request: FastifyRequest): string {
  // Typed as always present, which it is not once the socket is gone.
  const ip: string | undefined = request.ip;
  return normalizeIP(ip ?? DISCONNECTED_CLIENT);
}
