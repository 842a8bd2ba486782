import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { installJobQueue } from '../src/lib/jobs.ts';

/**
 * Creating a database takes seconds, so the suite migrates one template and every test file
 * copies it: a directory copy for PGlite, CREATE DATABASE … TEMPLATE for PostgreSQL.
 */
export interface TemplateDatabase {
  /** PGlite: the migrated data directory. PostgreSQL: the template database's name. */
  template: string;
  dispose(): Promise<void>;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTemplateDatabase(databaseUrl: string | undefined): Promise<TemplateDatabase> {
  if (!databaseUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-template-'));
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    await migrateDatabase(database);
    await installJobQueue(database);
    await database.close();
    return { template: dataDir, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `sukoon_template_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({
    dataDir: os.tmpdir(),
    databaseUrl: withDatabaseName(databaseUrl, name),
  });
  await migrateDatabase(database);
  await installJobQueue(database);
  await database.close();
  return {
    template: name,
    dispose: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [name, `${name}_copy_%`],
      );
      for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      await client.end();
    },
  };
}

/** A fresh database for one test file, copied from the template. Returns its DATA_DIR and URL. */
export async function copyTemplateDatabase(
  template: string,
  databaseUrl: string | undefined,
): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sukoon-test-'));
  if (!databaseUrl) {
    fs.cpSync(template, dataDir, { recursive: true });
    return { dataDir, databaseUrl: undefined };
  }
  const name = `${template}_copy_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return { dataDir, databaseUrl: withDatabaseName(databaseUrl, name) };
}
