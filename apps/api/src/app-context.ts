import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import type { Db } from './db/client.ts';
import type { TableVersions } from './db/table-versions.ts';
import type { TokenService } from './lib/tokens.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PaymentGateway } from './lib/payment-gateways/payment-gateway.ts';

/** What services receive: plain values, no container (STYLE: Infisical). */
export interface AppContext {
  config: AppConfig;
  db: Db;
  /** Committed writes from any process on the database: what keeps cached answers fresh. */
  tables: TableVersions;
  tokens: TokenService;
  mailer: Mailer;
  /** Razorpay or the simulated gateway, chosen once by PAYMENT_PROVIDER. */
  paymentGateway: PaymentGateway;
  /** The clock; tests of time windows pass their own. */
  now: () => Date;
  /** The server's logger, for work that runs outside a request (mail after commit, jobs). */
  log: FastifyBaseLogger;
}
