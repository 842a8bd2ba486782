import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { startMailInbox, type MailInbox } from './testing/mail-inbox.ts';
import { bearer, logIn, signUp } from './testing/accounts.ts';

const ADMIN = { ADMIN_EMAIL: 'Admin@Sukoon.example', ADMIN_PASSWORD: 'the admin password' };

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  let t: TestApp;
  let inbox: MailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox();
    t = await createTestApp({ ...ADMIN, SMTP_URL: inbox.smtpUrl });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const roleOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(token) })).json<{
      user?: { role: string };
    }>().user?.role;

  /** A restart: another app on the same database with these variables. */
  async function restartWith(env: Record<string, string>) {
    const app = await buildApp(
      { ...t.config, admin: { email: env.ADMIN_EMAIL ?? '', password: env.ADMIN_PASSWORD ?? '' } },
      {
        database: t.database,
        webDir: t.config.dataDir,
      },
    );
    await app.close();
  }

  it('creates a verified admin who can log in', async () => {
    const token = await logIn(t.app, 'admin@sukoon.example', ADMIN.ADMIN_PASSWORD);
    expect(await roleOf(token)).toBe('admin');
  });

  it('leaves sessions alone when restarted with the same password', async () => {
    const token = await logIn(t.app, 'admin@sukoon.example', ADMIN.ADMIN_PASSWORD);
    await restartWith(ADMIN);
    expect(await roleOf(token)).toBe('admin');
  });

  it('promotes an existing user and sets the configured password, ending older sessions', async () => {
    const person = await signUp(t.app, inbox);
    expect(await roleOf(person.token)).toBe('user');
    await restartWith({ ADMIN_EMAIL: person.email, ADMIN_PASSWORD: 'promoted password' });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userdetails', headers: bearer(person.token) }))
        .statusCode,
    ).toBe(401);
    const token = await logIn(t.app, person.email, 'promoted password');
    expect(await roleOf(token)).toBe('admin');
  });
});

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

describe('npm run admin:create', () => {
  // Five real runs of the command, each starting Node with tsx: seconds each on a busy machine.
  it(
    'creates or promotes an admin, and explains wrong arguments with exit code 2',
    { timeout: 120_000 },
    async () => {
      const t = await createTestApp();
      const { dataDir, databaseUrl } = t.config;
      // The command opens the database itself, as it would beside a stopped server.
      await t.app.close();
      await t.database.close();
      const env = {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SEED_DEMO: 'false',
      };
      const adminCreate = (...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'src/admin-create.ts', ...args], { cwd: apiDir, env });
      const adminCreateWith = (extra: Record<string, string>, ...args: string[]) =>
        run(process.execPath, ['--import', 'tsx', 'src/admin-create.ts', ...args], {
          cwd: apiDir,
          env: { ...env, ...extra },
        });
      try {
        const created = await adminCreate('--email', 'Chief@Sukoon.example', '--password', 'chief password');
        expect(created.stdout).toContain('Created the administrator chief@sukoon.example.');
        // --password still works, with a word about the shell's history.
        expect(created.stderr).toContain('--password stays in your shell history');
        // From the environment the password is never typed on the command line, and never printed.
        const again = await adminCreateWith({
          ADMIN_EMAIL: 'chief@sukoon.example',
          ADMIN_PASSWORD: 'chief password',
        });
        expect(again.stdout).toContain('was already an administrator');
        expect(again.stdout + again.stderr).not.toContain('chief password');

        /** Exit code and error output of a run that is expected to fail. */
        const failure = (...args: string[]) =>
          adminCreate(...args).then(
            () => ({ code: 0, stderr: '' }),
            (error: { code: number; stderr: string }) => error,
          );
        const short = await failure('--email', 'chief@sukoon.example', '--password', 'short');
        expect(short.code).toBe(2);
        expect(short.stderr).toContain('Password: must be at least 8 characters');
        const missing = await failure();
        expect(missing.code).toBe(2);
        expect(missing.stderr).toContain('Usage: npm run admin:create');
        // No terminal to ask in (execFile gives none) and no ADMIN_PASSWORD: it says so.
        const noPassword = await failure('--email', 'chief@sukoon.example');
        expect(noPassword.code).toBe(2);
        expect(noPassword.stderr).toContain('No password: set ADMIN_EMAIL and ADMIN_PASSWORD');

        const database = await openDatabase(t.config);
        try {
          const [row] = await database.db.select().from(users).where(eq(users.email, 'chief@sukoon.example'));
          expect(row?.role).toBe('admin');
          expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
        } finally {
          await database.close();
        }
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
