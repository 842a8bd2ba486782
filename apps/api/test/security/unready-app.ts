import fs from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { copyTemplateDatabase } from '../template-database.ts';

export interface UnreadyApp {
  app: FastifyInstance;
  database: Database;
  /** Closes the database under the running app (close() then leaves it alone). */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

const DATABASE_URL = process.env.DATABASE_URL;

/**
 * The real app configured as createTestApp does, but not yet ready, so a test can add a route
 * (one that throws, say) beside the real ones.
 */
export async function createUnreadyApp(env: Record<string, string> = {}): Promise<UnreadyApp> {
  const copy = await copyTemplateDatabase(inject('templateDatabase'), DATABASE_URL);
  const config = loadConfig({
    DATA_DIR: copy.dataDir,
    ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PAYMENT_PROVIDER: 'simulated',
    ...env,
  });
  const database = await openDatabase(config);
  const app = await buildApp(config, { database, webDir: copy.dataDir });
  let isDatabaseOpen = true;
  const closeDatabase = async () => {
    if (!isDatabaseOpen) return;
    isDatabaseOpen = false;
    await database.close();
  };
  return {
    app,
    database,
    closeDatabase,
    close: async () => {
      await app.close();
      await closeDatabase();
      fs.rmSync(copy.dataDir, { recursive: true, force: true });
    },
  };
}
