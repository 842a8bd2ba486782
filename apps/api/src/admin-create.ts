import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/env.ts';

/** `npm run admin:create -- --email … --password …`: filled in by the accounts module. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  loadConfig();
  console.log(
    values.email ? 'Accounts are not built yet.' : 'Usage: npm run admin:create -- --email … --password …',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.problems.join('\n') : String(error));
  process.exit(1);
});
