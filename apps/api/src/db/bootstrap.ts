import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { seedDemoContent } from './seed-demo.ts';

/** Start-up data: the configured admin, and demo content on an empty database. */
export async function bootstrapDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if (ctx.config.seedDemo) {
    const seeded = await seedDemoContent(ctx.db);
    if (seeded) log.info('demo content added to the empty database');
  }
}
