import { parseArgs } from 'node:util';
import { emailField } from '@sukoon/contract/auth';
import { loadConfig } from './config/env.ts';
import { runCommand } from './cli-command.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { findUserByEmail } from './modules/auth/auth-repository.ts';
import { deleteTwoFactor, isTwoFactorOn } from './modules/auth/two-factor-repository.ts';

const USAGE = 'Usage: npm run admin:reset-two-step -- --email staff@example.org';

/**
 * For a staff member who lost their phone and their recovery codes (decision 023): turns their
 * two-step sign-in off, so their password signs them in and they set it up again. Run by someone
 * with the server's configuration, as `admin:create` is. Exit codes: 0 done, 1 could not, 2 usage.
 */
async function main(): Promise<number> {
  let email: string | undefined;
  try {
    email = parseArgs({ options: { email: { type: 'string' } } }).values.email;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    return 2;
  }
  const parsed = emailField.safeParse(email ?? '');
  if (!parsed.success) {
    if (email) console.error(`--email: ${parsed.error.issues[0]?.message}`);
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const user = await findUserByEmail(database.db, parsed.data);
    if (!user) {
      console.error(`No account has the e-mail ${parsed.data}.`);
      return 1;
    }
    if (!(await isTwoFactorOn(database.db, user.id))) {
      console.log(`${parsed.data} has no two-step sign-in on; nothing to reset.`);
      return 0;
    }
    await database.db.transaction((tx) => deleteTwoFactor(tx, user.id));
    console.log(
      `Two-step sign-in is off for ${parsed.data}. Their password signs them in${
        config.staffTwoFactor === 'required' ? ', and they must set it up again before anything else' : ''
      }.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('Could not reset two-step sign-in', main);
