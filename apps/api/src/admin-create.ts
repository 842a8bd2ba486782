import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@sukoon/contract/auth';
import { loadConfig } from './config/env.ts';
import { runCommand } from './cli-command.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';

const USAGE = 'Usage: npm run admin:create -- --email you@example.org --password "a long password"';

/** Exit codes: 0 done, 1 could not do it (configuration, database), 2 wrong arguments. */
async function main(): Promise<number> {
  let values: { email?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    return 2;
  }
  const email = emailField.safeParse(values.email ?? '');
  const password = newPasswordField.safeParse(values.password ?? '');
  if (!values.email || !values.password || !email.success || !password.success) {
    if (values.email && !email.success) console.error(`--email: ${email.error.issues[0]?.message}`);
    if (values.password && !password.success)
      console.error(`--password: ${password.error.issues[0]?.message}`);
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const outcome = await ensureAdmin(database.db, email.data, password.data, new Date());
    const said = {
      created: `Created the administrator ${email.data}.`,
      updated: `${email.data} is now an administrator with the given password.`,
      unchanged: `${email.data} was already an administrator with this password.`,
    };
    console.log(`${said[outcome]} Log in at ${config.appUrl}/login.`);
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('Could not create the administrator', main);
