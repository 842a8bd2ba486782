import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldIssue } from '@sukoon/contract/field-issues';
import { AppError, validationError, type ErrorCode } from '../lib/app-error.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { errorAnswerIn } from '../lib/server-texts.ts';

/** The code of an error Fastify or a plugin raised itself, by its status. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

/** The route schema's issues, as the zod issues they were (path, code and parameters). */
function issuesOf(error: FastifyError): (FieldIssue & { message: string })[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((item) => ({
    ...item.params,
    code: item.keyword,
    path: item.instancePath.split('/').slice(1),
    message: item.message ?? 'is not valid',
  }));
}

/**
 * The one place errors become answers: `{ message, code, fields? }` in the request's language
 * (English without Accept-Language), an honest status, nothing internal in a 5xx.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const answer = (appError: AppError) => errorAnswerIn(appError, locale);
    const generic = () => answer(new AppError('INTERNAL', 'errors_generic'));
    // Code can throw a string or undefined; the checks below would fail on it and Fastify's
    // fallback would echo it to the client.
    const thrown: unknown = error;
    if (typeof thrown !== 'object' || thrown === null) {
      request.log.error({ err: thrown }, 'request failed');
      return reply.code(500).send(generic());
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      // A 502's message is written for the user (the e-mail or payment provider did not answer);
      // an internal error's names what broke inside.
      const shown = error.status === 500 ? generic() : answer(error);
      return reply.code(error.status).headers(error.headers).send(shown);
    }
    if (error.validation) {
      const issues = issuesOf(error);
      if (issues.length > 0) return reply.code(400).send(answer(validationError(issues)));
      return reply.code(400).send({ message: error.message, code: 'VALIDATION_FAILED' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send(generic());
    }
    // Plugins and libraries say their status as statusCode or status; anything but a 4xx or 5xx
    // (a thrown 200, a typo) is a failure of ours.
    const said: unknown = error.statusCode ?? (thrown as { status?: unknown }).status;
    const status =
      typeof said === 'number' && Number.isInteger(said) && said >= 400 && said <= 599 ? said : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(generic());
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit): their messages are safe to show.
    return reply.code(status).send({ message: error.message, code: CODE_OF_STATUS[status] ?? 'BAD_REQUEST' });
  });
}
