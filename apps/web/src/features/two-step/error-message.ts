import { ApiError } from '../../lib/api-client.ts';
import { m } from '../../paraglide/messages.js';

/** The server's own words for a refused code or password (they are written for people), else calm. */
export const twoStepErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : m.staff_two_step_error();
