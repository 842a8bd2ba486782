import { buildConfig } from './build-config.ts';
import { variableProblems } from './env-rules.ts';
import { envSchema } from './env-schema.ts';
import { productionProblems } from './production-guards.ts';
import type { AppConfig } from './app-config.ts';

export type {
  AppConfig,
  ContactDetails,
  InvoicingConfig,
  MeetingConfig,
  PaymentProvider,
  PhonesConfig,
  PushConfig,
} from './app-config.ts';
export { ENV_VARIABLES } from './env-schema.ts';

/** Thrown with one line per bad variable; server.ts prints the lines and exits 1. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/**
 * The only reader of process.env: turns the environment into a validated config. Each variable is
 * checked by env-schema.ts, combinations by env-rules.ts and production-guards.ts, and the result
 * is built by build-config.ts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Blank variables count as unset, so `FOO= npm start` behaves like not setting FOO.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => !isBlank(value)));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems = [...variableProblems(vars), ...productionProblems(vars)];
  if (problems.length > 0) throw new ConfigError(problems);
  return buildConfig(vars);
}
