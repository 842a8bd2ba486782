import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

/**
 * For the configuration's tests: a data directory of their own (removed after the file), and the
 * problems `loadConfig` names for an environment, or [] when it loads.
 */
export function configProblems(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sukoon-${name}-`));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };
  return { dataDir, problemsOf };
}

/**
 * What an https APP_URL needs besides its payment and mail (production-guards.ts): the trust's
 * contact, grievance officer and seller, for tests that run as production does.
 */
export const OPERATOR_DETAILS = {
  CONTACT_EMAIL: 'care@trust.test',
  GRIEVANCE_OFFICER_NAME: 'Farah Siddiqui',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@trust.test',
  SELLER_LEGAL_NAME: 'Sukoon Counselling Trust',
  SELLER_ADDRESS: '12 Civil Lines, Akola, Maharashtra 444001',
} as const;
