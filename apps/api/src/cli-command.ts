import { ConfigError } from './config/env.ts';
import { AppError } from './lib/app-error.ts';

/**
 * Runs an operator's command (`admin:create`, `admin:reset-two-step`) and exits with its code: a bad
 * configuration or a refused rule in its own words, anything else after `failure`, never a stack.
 */
export function runCommand(failure: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) console.error(error.problems.join('\n'));
      else if (error instanceof AppError) console.error(error.message);
      else console.error(`${failure}:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
