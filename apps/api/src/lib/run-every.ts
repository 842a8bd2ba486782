import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` from the moment the app is ready until it closes; 0 or less never.
 * A slow round is never stacked under the next one, and close waits for the round in progress.
 * The task must catch its own errors: a rejection here is only logged.
 */
export function runEvery(app: FastifyInstance, everyMs: number, task: () => Promise<unknown>): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      round ??= task()
        .catch((error: unknown) => app.log.error({ err: error }, 'a background task failed'))
        .finally(() => {
          round = undefined;
        });
    }, everyMs);
    // Background work alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
