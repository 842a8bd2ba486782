import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Mailer } from './lib/mailer.ts';

/** What services receive: plain values, no container (STYLE: Infisical). */
export interface AppContext {
  config: AppConfig;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  /** The clock; tests of time windows pass their own. */
  now: () => Date;
}
