import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.ts';

export interface RateLimitStore {
  /** Spread into @fastify/rate-limit's options: `redis` when shared, nothing for its memory store. */
  options: { redis?: Redis; nameSpace?: string };
  close(): Promise<void>;
}

/** With REDIS_URL the limits are shared by every instance; otherwise they live in this process. */
export function createRateLimitStore(config: AppConfig, log: FastifyBaseLogger): RateLimitStore {
  if (!config.redisUrl) return { options: {}, close: async () => undefined };
  // Fail fast rather than hold a login while Redis is away (fastify-rate-limit's advice).
  const redis = new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // Without a listener an 'error' event would end the process.
  redis.on('error', (error: Error) => log.warn({ err: error }, 'rate-limit store (Redis) is unreachable'));
  return {
    options: { redis, nameSpace: 'sukoon-rate-limit-' },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
