import type { Agent as HttpsAgent } from 'node:https';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { AppContext } from './app-context.ts';
import { requestLoggerFactory } from './lib/request-logger.ts';
import type { ZodApp } from './lib/zod-app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createTokenService } from './lib/tokens.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createPaymentGateway } from './lib/payment-gateways/payment-gateway.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerReplyMessages } from './plugins/reply-messages.ts';
import { validatorCompiler } from './plugins/validator.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { createRateLimitStore } from './plugins/rate-limit-store.ts';
import { clientAddress } from './plugins/client-address.ts';
import { bootstrapDatabase } from './db/bootstrap.ts';
import { sealPlainText } from './db/sealed-text-sweep.ts';
import { recordDataKey, refuseForeignDataKey } from './db/data-key-fingerprint.ts';
import { dataKeyId, installDataKey } from './lib/sealed-text.ts';
import { createJobQueue, installJobQueue } from './lib/jobs.ts';
import { registerJobMetrics } from './lib/job-metrics.ts';
import { buildServices, type Services } from './services.ts';
import { AppError } from './lib/app-error.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { registerTwoFactorRoutes } from './modules/auth/two-factor-routes.ts';
import { registerGoogleRoutes } from './modules/auth/google-routes.ts';
import { registerProfileRoutes } from './modules/profile/profile-routes.ts';
import { registerCoursesRoutes } from './modules/courses/courses-routes.ts';
import { registerRatingsRoutes } from './modules/ratings/ratings-routes.ts';
import { registerLearningRoutes } from './modules/learning/learning-routes.ts';
import { registerBlogsRoutes } from './modules/blogs/blogs-routes.ts';
import { registerWebinarsRoutes } from './modules/webinars/webinars-routes.ts';
import { registerPaymentsRoutes } from './modules/payments/payments-routes.ts';
import { registerWebhookRoute } from './modules/payments/webhook-route.ts';
import { registerInvoicesRoutes } from './modules/invoices/invoices-routes.ts';
import { registerReportsRoutes } from './modules/reports/reports-routes.ts';
import { registerEnrolmentsRoutes } from './modules/enrolments/enrolments-routes.ts';
import { registerAppointmentsRoutes } from './modules/appointments/appointments-routes.ts';
import { registerCounsellorDeskRoutes } from './modules/appointments/counsellor-desk-routes.ts';
import { registerSessionsRoutes } from './modules/sessions/sessions-routes.ts';
import { registerConsentsRoutes } from './modules/consents/consents-routes.ts';
import { registerIntakesRoutes } from './modules/intakes/intakes-routes.ts';
import { registerJobsRoutes } from './modules/jobs/jobs-routes.ts';
import { registerNotificationsRoutes } from './modules/notifications/notifications-routes.ts';
import { registerAuditRoutes } from './modules/audit/audit-routes.ts';
import { registerDataRightsRoutes } from './modules/data-rights/data-rights-routes.ts';
import { registerCounsellorsRoutes } from './modules/counsellors/counsellors-routes.ts';
import { registerCounsellorAccountRoutes } from './modules/counsellors/counsellor-account-routes.ts';
import { registerPhonesRoutes } from './modules/phones/phones-routes.ts';
import { registerWhatsAppWebhookRoutes } from './modules/phones/whatsapp-webhook-routes.ts';
import { registerPushRoutes } from './modules/push/push-routes.ts';

/** Every module's routes, in the order they are registered; each only registers. */
const ROUTES: ((app: ZodApp, services: Services) => void)[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerTwoFactorRoutes,
  registerGoogleRoutes,
  registerProfileRoutes,
  registerCoursesRoutes,
  registerRatingsRoutes,
  registerLearningRoutes,
  registerBlogsRoutes,
  registerWebinarsRoutes,
  registerPaymentsRoutes,
  registerWebhookRoute,
  registerInvoicesRoutes,
  registerReportsRoutes,
  registerEnrolmentsRoutes,
  registerAppointmentsRoutes,
  registerCounsellorDeskRoutes,
  registerSessionsRoutes,
  registerConsentsRoutes,
  registerIntakesRoutes,
  registerJobsRoutes,
  registerNotificationsRoutes,
  registerAuditRoutes,
  registerDataRightsRoutes,
  registerCounsellorsRoutes,
  registerCounsellorAccountRoutes,
  registerPhonesRoutes,
  registerWhatsAppWebhookRoutes,
  registerPushRoutes,
];
import { registerSessionRoomRoutes } from './modules/session-room/session-room-routes.ts';
import { createSignalHub } from './modules/session-room/signal-hub.ts';
import { createLocalSignalBus, createPostgresSignalBus } from './modules/session-room/signal-bus.ts';
import { moveRoomsIntoProduct } from './modules/session-room/room-upgrade.ts';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  mailer?: Mailer;
  now?: () => Date;
  /** The built web app to serve; defaults to apps/web/dist. */
  webDir?: string;
  /** The HTTPS agent web push goes through (tests trust their stand-in push service's certificate). */
  pushAgent?: HttpsAgent;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an administrator account exists (the start banner stops asking for one). */
    hasAdmin: () => Promise<boolean>;
  }
}

const BODY_LIMIT_BYTES = 256 * 1024;

/** The whole API as a Fastify instance, without listening (tests use app.inject). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never log credentials, one-time codes or signatures.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-razorpay-signature"]',
          '*.password',
          '*.otp',
          '*.signature',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Google sign-in carries a login token or an authorisation code in the query string.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/([?&](?:token|code)=)[^&]*/gi, '$1[redacted]'),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Unique across restarts and instances: the audit trail and the logs name requests by it
    // (Fastify's default counter starts again at req-1 with every process). A client's
    // request-id header is not believed.
    genReqId: () => randomUUID(),
    // request.log becomes pino's child (with reqId) only when it writes (lib/request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    // X-Forwarded-For is believed only from TRUSTED_PROXIES (by default a reverse proxy on this
    // host or a private network); trusting it from anyone would let a client choose the address
    // its rate limits count.
    trustProxy: config.trustedProxies,
    // Route paths are case-sensitive; the spec's client uses exact casing.
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (a broken %-escape, an over-long id) answers { message } too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'The address is too long.' : 'The address is not valid.' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = options.database === undefined;
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  try {
    await setUpApp(app, config, database, options);
  } catch (error) {
    // A failed start must not keep the database open or DATA_DIR locked.
    if (ownsDatabase) await database.close();
    throw error;
  }
  return app;
}

async function setUpApp(
  app: ZodApp,
  config: AppConfig,
  database: Database,
  options: BuildOptions,
): Promise<void> {
  const dataKey = dataKeyId(config.dataEncryptionKey);
  await migrateDatabase(database, () => installJobQueue(database));
  // Before the key is installed: a refused instance must not change what this process seals with.
  await refuseForeignDataKey(database.db, dataKey);
  installDataKey(config.dataEncryptionKey);
  const sealed = await sealPlainText(database.db);
  await recordDataKey(database.db, dataKey);
  if (sealed > 0) app.log.info({ sealed }, 'sensitive text stored before encryption is now sealed');

  const ctx: AppContext = {
    config,
    db: database.db,
    tables: database.tables,
    tokens: createTokenService(config.jwtSecret),
    mailer: options.mailer ?? createMailer(config, app.log),
    paymentGateway: createPaymentGateway(config.payment),
    now: options.now ?? (() => new Date()),
    log: app.log,
  };
  const jobs = createJobQueue({ database, config, log: app.log });
  app.decorate('jobs', jobs);
  // Runs before the database closes: onClose hooks run last-registered first.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  registerErrorHandler(app);
  registerReplyMessages(app);
  registerMetrics(app, ctx);
  registerJobMetrics(app.metrics, jobs);
  await registerSecurity(app, config);
  const rateLimitStore = createRateLimitStore(config, app.log);
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    global: false,
    // The in-memory store forgets the oldest keys past this size; a flood of junk keys must not
    // be able to evict a victim's counter (5,000 by default).
    cache: 200_000,
    ...rateLimitStore.options,
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', 'errors_too_many_attempts_seconds', {
        count: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
  registerAuth(app, ctx.db, ctx.tokens, config.staffTwoFactor);
  await registerOpenApi(app);

  // After the rate-limit plugin: the auth limiters are built on it.
  const services = buildServices(app, ctx, jobs, { pushAgent: options.pushAgent });
  await bootstrapDatabase({ ...ctx, ...services });
  const movedRooms = await moveRoomsIntoProduct(ctx);
  if (movedRooms > 0) app.log.info({ movedRooms }, 'upcoming sessions now meet in the session room');
  app.decorate('hasAdmin', services.admins.exist);
  for (const register of ROUTES) register(app, services);
  // The room's signal socket is a plugin of its own (the WebSocket upgrade), registered after
  // the JSON routes; its set-up messages reach another instance through PostgreSQL.
  const signalBus = config.databaseUrl
    ? await createPostgresSignalBus({ databaseUrl: config.databaseUrl, db: ctx.db, log: app.log })
    : createLocalSignalBus();
  app.addHook('onClose', () => signalBus.close());
  await registerSessionRoomRoutes(app, {
    rooms: services.sessionRooms,
    hub: createSignalHub(signalBus),
    now: ctx.now,
  });
  await registerWebApp(app, config.appUrl, services.site.posts, services.site.liveCounts, options.webDir);
}
