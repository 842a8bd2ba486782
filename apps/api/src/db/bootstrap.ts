import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ensureAdmin } from '../modules/auth/admin-account.ts';
import { seedDemoContent } from './seed-demo.ts';

/** Start-up data: the configured admin, and demo content on an empty database. */
export async function bootstrapDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if (ctx.config.admin) {
    const outcome = await ensureAdmin(ctx.db, ctx.config.admin.email, ctx.config.admin.password, ctx.now());
    if (outcome !== 'unchanged')
      log.info({ email: ctx.config.admin.email, outcome }, 'administrator account ready');
  }
  if (ctx.config.seedDemo) {
    const seeded = await seedDemoContent(ctx.db, ctx.now(), { counsellors: ctx.config.seedDemoCounsellors });
    if (seeded) log.info('demo content added to the empty database');
  }
}
