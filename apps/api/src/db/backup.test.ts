import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../paths.ts';
import { openDatabase, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { users } from './schema/index.ts';

// `npm run backup` and `npm run restore FILE` on the embedded database, as the commands run them
// (the CLI from source, in its own process). Always PGlite: PostgreSQL has pg_dump for this.
const CLI = path.join(API_ROOT, 'src/db-backup.ts');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function newDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-backup-'));
  dirs.push(dir);
  return dir;
}

async function runCli(dataDir: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: API_ROOT,
        env: { DATA_DIR: dataDir },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The embedded database in DATA_DIR, migrated as the server does; `use` runs while it is open. */
async function withDatabase<T>(dataDir: string, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateDatabase(database);
    return await use(database);
  } finally {
    await database.close();
  }
}

async function addUser(database: Database, email: string): Promise<void> {
  await database.db.insert(users).values({ firstName: 'Meera', lastName: 'Backup', email });
}

const emailsIn = async (database: Database) =>
  (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();

// Each test opens fresh embedded databases and starts the CLI from source: slow on a busy machine.
describe('npm run backup / npm run restore', { timeout: 120_000 }, () => {
  it('backs the embedded database up, and a restore brings back exactly the state backed up', async () => {
    const dataDir = newDir();
    const file = path.join(newDir(), 'nightly.tar.gz');
    await withDatabase(dataDir, (database) => addUser(database, 'before@example.test'));

    const backup = await runCli(dataDir, ['backup', file]);
    expect(backup.output).toContain(`to ${file}`);
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    await withDatabase(dataDir, async (database) => {
      await addUser(database, 'after@example.test');
      expect(await emailsIn(database)).toEqual(['after@example.test', 'before@example.test']);
    });

    const restore = await runCli(dataDir, ['restore', file]);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('The database it replaced is kept in');

    // The restored database is the one backed up, and takes writes again.
    await withDatabase(dataDir, async (database) => {
      expect(await emailsIn(database)).toEqual(['before@example.test']);
      await addUser(database, 'later@example.test');
      expect(await emailsIn(database)).toEqual(['before@example.test', 'later@example.test']);
    });
  });

  it('refuses while a server has the database open, and leaves no partial file', async () => {
    const dataDir = newDir();
    const file = path.join(newDir(), 'while-running.tar.gz');
    await withDatabase(dataDir, async () => {
      const backup = await runCli(dataDir, ['backup', file]);
      expect(backup.code).toBe(1);
      expect(backup.output).toMatch(/Another server \(pid \d+\) is already using the data directory/);
      const restore = await runCli(dataDir, ['restore', file]);
      expect(restore.code).toBe(1);
    });
    expect(fs.readdirSync(path.dirname(file))).toEqual([]);
  });

  it('says how to use it when the arguments are wrong', async () => {
    const result = await runCli(newDir(), ['restore']);
    expect(result.code).toBe(2);
    expect(result.output).toContain('Usage: npm run backup [-- FILE]   |   npm run restore FILE');
  });
});
