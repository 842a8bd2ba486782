import fs from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { copyTemplateDatabase } from './template-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  close(): Promise<void>;
}

const DATABASE_URL = process.env.DATABASE_URL;
/**
 * On PostgreSQL the data key comes from configuration, as production requires there (an https
 * APP_URL refuses to start without it); on the embedded database it is generated into DATA_DIR.
 */
const POSTGRES_DATA_KEY = 'c3Vrb29uLXRlc3QtcG9zdGdyZXMtZGF0YS1rZXkhISE=';
/** Which database the suite runs on: CI runs the API suite on both. */
export const TEST_DATABASE_KIND: Database['kind'] = DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh copy of the migrated template database, opened but with no app around it. */
export async function openTestDatabase(): Promise<{ database: Database; dataDir: string }> {
  const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
  const database = await openDatabase({ dataDir: copy.dataDir, databaseUrl: copy.databaseUrl });
  return { database, dataDir: copy.dataDir };
}

/**
 * The real app on a fresh copy of the migrated template database, configured through the same
 * loader as production. `env` adds or overrides variables.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
  const config = loadConfig({
    DATA_DIR: copy.dataDir,
    ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl, DATA_ENCRYPTION_KEY: POSTGRES_DATA_KEY } : {}),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PAYMENT_PROVIDER: 'simulated',
    // Jobs run only when a test sends them: a scheduled one would race the test's own steps.
    JOB_SCHEDULES: 'false',
    ...env,
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { ...options, database, webDir: options.webDir ?? copy.dataDir });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(copy.dataDir, { recursive: true, force: true });
    },
  };
}
