import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { translateErrorMessage } from './error-messages.ts';

const GENERIC_5XX = 'Something went wrong. Please try again.';

/** Names the field and what is wrong with it: "email: must be an e-mail address". */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const message = first?.message ?? 'is not valid';
    return field ? `${field}: ${message}` : message;
  }
  return error.message;
}

/**
 * The one place errors become answers: `{ message }` in the request's language (English without
 * Accept-Language or for a message not translated), an honest status, nothing internal in a 5xx.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (message: string) => ({ message: translateErrorMessage(message, requestLocale(request)) });
    // Code can throw a string or undefined; the checks below would fail on it and Fastify's
    // fallback would echo it to the client.
    const thrown: unknown = error;
    if (typeof thrown !== 'object' || thrown === null) {
      request.log.error({ err: thrown }, 'request failed');
      return reply.code(500).send(answer(GENERIC_5XX));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      // A 502's message is written for the user (the e-mail or payment provider did not answer);
      // an internal error's names what broke inside.
      const message = error.status === 500 ? GENERIC_5XX : error.message;
      return reply.code(error.status).headers(error.headers).send(answer(message));
    }
    if (error.validation) {
      return reply.code(400).send(answer(describeValidation(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(answer(GENERIC_5XX));
    }
    // Plugins and libraries say their status as statusCode or status; anything but a 4xx or 5xx
    // (a thrown 200, a typo) is a failure of ours.
    const said: unknown = error.statusCode ?? (thrown as { status?: unknown }).status;
    const status =
      typeof said === 'number' && Number.isInteger(said) && said >= 400 && said <= 599 ? said : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(answer(GENERIC_5XX));
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit): their messages are safe to show.
    return reply.code(status).send(answer(error.message));
  });
}
