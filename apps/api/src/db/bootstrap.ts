import type { AppContext } from '../app-context.ts';
import { seedDemoContent, type DemoContentWriters } from './seed-demo.ts';

export type BootstrapDeps = Pick<AppContext, 'config' | 'db' | 'now' | 'log'> & {
  admins: { ensure(email: string, password: string): Promise<string> };
  demoContent: DemoContentWriters;
};

/** Start-up data: the configured admin, and demo content on an empty database. */
export async function bootstrapDatabase(deps: BootstrapDeps): Promise<void> {
  const { config, log } = deps;
  if (config.admin) {
    const outcome = await deps.admins.ensure(config.admin.email, config.admin.password);
    if (outcome !== 'unchanged')
      log.info({ email: config.admin.email, outcome }, 'administrator account ready');
  }
  if (config.seedDemo) {
    const seeded = await seedDemoContent(deps, deps.now(), { counsellors: config.seedDemoCounsellors });
    if (seeded) log.info('demo content added to the empty database');
  }
}
