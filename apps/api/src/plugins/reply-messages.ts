import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../lib/request-locale.ts';
import { translateReplyMessage } from './error-messages.ts';

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * A successful answer's `message` ("Profile saved successfully!", "Invitation sent.") in the
 * request's language, as the error handler does for errors: services keep returning the spec's
 * English, and the replies catalogue is the list of what is translated (decision 018).
 */
export function registerReplyMessages(app: FastifyInstance): void {
  // A callback, not an async hook: it runs on every answer with a body to serialise, and a
  // promise each would cost those answers for the few that carry a message.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 || !hasMessage(payload)) {
      done(null, payload);
      return;
    }
    done(null, { ...payload, message: translateReplyMessage(payload.message, requestLocale(request)) });
  });
}
