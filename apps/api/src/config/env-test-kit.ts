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
