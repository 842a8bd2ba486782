import type { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../lib/request-locale.ts';
import { runInLocale } from '../lib/server-texts.ts';

/**
 * Successful answers' messages ("Profile saved successfully!", "Invitation sent.") are rendered by
 * key in the request's language where they are made (`replyText`), as errors are by the error
 * handler (decision 018). This gives each request its language for that: Fastify runs the
 * handler after reading the body in another async scope, so the scope is entered again there.
 */
export function registerReplyMessages(app: FastifyInstance): void {
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    runInLocale(requestLocale(request), (scope) => {
      scopes.set(request, scope);
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
