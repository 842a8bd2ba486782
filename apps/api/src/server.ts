import path from 'node:path';
import { ConfigError, loadConfig } from './config/env.ts';
import { AppError } from './lib/app-error.ts';
import { buildApp } from './app.ts';
import { watchParent } from './lib/parent-watch.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  // A keep-alive connection busy when closing begins would stay open after its answer for
  // Fastify's keep-alive timeout (72 s), past the grace period: ask the client to close it.
  // A callback hook, not an async one: it runs on every answer, and a promise each costs P1.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A request that never ends must not keep the database open forever.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // The server stops with whatever started it, as if told to (issue 35: `npm start` and SIGTERM).
  watchParent(() => shutdown('parent exited'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The port is taken, say: close the database and free DATA_DIR before exiting.
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`;
  // One write, so whoever reads the output sees the whole banner at once.
  const banner = [`\n  Sukoon is running at ${url}\n`];
  if (!config.mail.smtpUrl) {
    // Sign-up codes and reset links go nowhere else: say where to find them.
    banner.push(
      `  E-mails are not sent (no SMTP_URL): each one is a file in ${path.join(config.dataDir, 'outbox')}\n`,
    );
  }
  if (config.missingOperatorDetails.length > 0) {
    // Nothing breaks without them here, but a live (https) start refuses them: say so early.
    banner.push(
      '  Not configured yet (an https APP_URL will refuse to start without them):',
      ...config.missingOperatorDetails.map((detail) => `    ${detail}`),
      '',
    );
  }
  if (!(await app.hasAdmin())) {
    // The embedded database admits one process, so admin:create has to wait until this one stops.
    const whenToRun = config.databaseUrl ? '' : ' (after stopping this server)';
    banner.push(
      '  To create an administrator, set ADMIN_EMAIL and ADMIN_PASSWORD and start again,',
      `  or${whenToRun} run: npm run admin:create -- --email you@example.org (it asks for the password)\n`,
    );
  }
  console.log(banner.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error('The server cannot start because of its configuration:');
    for (const problem of error.problems) console.error(`  ${problem}`);
  } else if (error instanceof AppError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
