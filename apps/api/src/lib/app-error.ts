import type { FieldIssue } from '@sukoon/contract/field-issues';
import type { m } from '../paraglide/messages.js';
import { errorMessageIn } from './server-texts.ts';

/**
 * Error codes and their HTTP statuses. A code is part of the API: the web app (and anyone else)
 * branches on it, so a code keeps its meaning once answered; the status follows from the code.
 */
export const ERROR_STATUS = {
  /** A request that breaks its schema or a rule about one of its fields; `fields` says which. */
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  INVALID_CREDENTIALS: 400,
  WRONG_PASSWORD: 400,
  TWO_FACTOR_CODE_WRONG: 400,
  PAYMENT_FAILED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  EMAIL_NOT_VERIFIED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  PAYMENT_REQUIRED: 403,
  NOT_ENROLLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Somebody else holds or has booked this hour. */
  SLOT_TAKEN: 409,
  /** The caller already holds or has booked this hour. */
  SLOT_ALREADY_YOURS: 409,
  SLOT_NOT_OFFERED: 409,
  ALREADY_ENROLLED: 409,
  ALREADY_PAID: 409,
  PAYMENT_REFUNDED: 409,
  EMAIL_TAKEN: 409,
  INVITATION_USED: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  DATA_DIR_LOCKED: 500,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

type Catalogue = typeof m;
/** A message of the errors catalogue (messages/errors) or the field catalogue (messages/fields). */
export type ErrorKey = Extract<keyof Catalogue, `errors_${string}` | `fields_${string}`>;
export type TextParams = Record<string, string | number>;

/** A text to render in the reader's language: a catalogue key and its inputs, or a zod issue. */
export type LocalText = { key: ErrorKey; params?: TextParams } | { issue: FieldIssue & { message: string } };

/**
 * The one error type services throw. `key` and `params` name its message in the errors catalogue;
 * the error handler renders it in the caller's language. `fields` names the inputs it is about,
 * each with its own message; `field` makes the message "field: text", as the spec's client reads.
 */
export class AppError extends Error {
  readonly headers: Record<string, string>;
  readonly field: string | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly key: ErrorKey,
    readonly params: TextParams = {},
    readonly fields: Readonly<Record<string, LocalText>> = {},
    options: { headers?: Record<string, string>; field?: string } = {},
  ) {
    super();
    this.name = 'AppError';
    this.headers = options.headers ?? {};
    this.field = options.field;
    // In English for logs and the operator commands; answers render it again in the reader's language.
    this.message = errorMessageIn(this, 'en');
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** An error about one input: the message reads "field: text" and `fields` holds the text. */
export const fieldError = (code: ErrorCode, field: string, key: ErrorKey, params: TextParams = {}) =>
  new AppError(code, key, params, { [field]: { key, params } }, { field });

/** A request's own schema failures found by a service (a second check after the route's). */
export const validationError = (issues: readonly (FieldIssue & { message: string })[]) => {
  // A Map, not an object: a fuzzed body names fields such as "__proto__" and "constructor".
  const fields = new Map<string, LocalText>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!fields.has(path)) fields.set(path, { issue });
  }
  const [first] = fields.keys();
  return new AppError('VALIDATION_FAILED', 'errors_not_valid', {}, Object.fromEntries(fields), {
    field: first,
  });
};

export const badRequest = (key: ErrorKey, params?: TextParams) => new AppError('BAD_REQUEST', key, params);
export const unauthorized = (key: ErrorKey = 'errors_log_in') => new AppError('UNAUTHORIZED', key);
/** Why a client is refused what only staff may do (the appointments and sessions modules). */
export const ADMIN_OR_COUNSELLOR: ErrorKey = 'errors_admin_or_counsellor';
export const forbidden = (key: ErrorKey = 'errors_not_allowed', params?: TextParams) =>
  new AppError('FORBIDDEN', key, params);
export const notFound = (key: ErrorKey = 'errors_not_found', params?: TextParams) =>
  new AppError('NOT_FOUND', key, params);
export const conflict = (key: ErrorKey, params?: TextParams) => new AppError('CONFLICT', key, params);
export const gone = (key: ErrorKey) => new AppError('GONE', key);
