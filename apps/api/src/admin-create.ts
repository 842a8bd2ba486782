import { parseArgs } from 'node:util';
import { emailField, newPasswordField } from '@sukoon/contract/auth';
import { loadConfig } from './config/env.ts';
import { runCommand } from './cli-command.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { AppError } from './lib/app-error.ts';
import { askHidden } from './lib/ask-hidden.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';

const USAGE = [
  'Usage: npm run admin:create -- --email you@example.org',
  '  The password is asked for and not shown as you type (or set ADMIN_EMAIL and ADMIN_PASSWORD).',
].join('\n');

/**
 * The password, from where it is least exposed: ADMIN_PASSWORD, else typed at a hidden prompt.
 * `--password` still works but stays in the shell's history and the process list, so it warns.
 */
async function passwordOf(
  flag: string | undefined,
  fromEnv: string | undefined,
): Promise<{ password: string } | { missing: true } | { mismatch: true }> {
  if (flag !== undefined) {
    console.error(
      'Note: --password stays in your shell history. Next time leave it out and type it when asked, or set ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
    return { password: flag };
  }
  if (fromEnv) return { password: fromEnv };
  if (!process.stdin.isTTY) return { missing: true };
  const first = await askHidden('Password for the administrator (at least 8 characters): ');
  const again = await askHidden('The same password again: ');
  return first === again ? { password: first } : { mismatch: true };
}

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
  // Read first: it checks the environment, and ADMIN_EMAIL with ADMIN_PASSWORD can stand in for both.
  const config = loadConfig();
  const emailText = values.email ?? config.admin?.email;
  const email = emailField.safeParse(emailText ?? '');
  if (!emailText || !email.success) {
    if (emailText && !email.success) console.error(`--email: ${email.error.issues[0]?.message}`);
    console.error(USAGE);
    return 2;
  }
  const given = await passwordOf(values.password, config.admin?.password);
  if ('missing' in given) {
    console.error(
      'No password: set ADMIN_EMAIL and ADMIN_PASSWORD, or run this in a terminal to be asked for one.',
    );
    console.error(USAGE);
    return 2;
  }
  if ('mismatch' in given) {
    console.error('The two passwords differ; nothing was changed.');
    return 2;
  }
  const password = newPasswordField.safeParse(given.password);
  if (!password.success) {
    console.error(`Password: ${password.error.issues[0]?.message}`);
    return 2;
  }

  const database = await openDatabase(config).catch((error: unknown) => {
    // The embedded database admits one process: the way on is to stop the server, never to point
    // this command at another DATA_DIR (the admin would land in a database nobody serves).
    if (error instanceof AppError && error.code === 'DATA_DIR_LOCKED') {
      throw new AppError('DATA_DIR_LOCKED', 'errors_admin_create_server_running', {
        pid: String(error.params?.pid ?? ''),
      });
    }
    throw error;
  });
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
