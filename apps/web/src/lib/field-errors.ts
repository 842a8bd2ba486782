import {
  fieldMessageOf,
  fieldPathOf,
  type FieldIssue,
  type FieldMessageKey,
} from '@sukoon/contract/field-issues';
import { m } from '../paraglide/messages.js';
import { baseLocale, getLocale } from '../paraglide/runtime.js';
import { ApiError } from './api-client.ts';

/**
 * Field errors for forms bound to the contract's zod schemas: the browser's own check names each
 * field before the round trip; the server's answer names them after it, in its `fields`.
 */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = FieldIssue & { message: string };

/** The page's words for each field message the contract names (`fieldMessageOf`). */
const FIELD_MESSAGES: Record<FieldMessageKey, (params: Record<string, string>) => string> = {
  required: () => m.forms_field_required(),
  max_chars: ({ max = '' }) => m.forms_field_max_chars({ max }),
  min_chars: ({ min = '' }) => m.forms_field_min_chars({ min }),
  email: () => m.forms_field_email(),
  mobile: () => m.forms_field_mobile(),
  otp: ({ length = '' }) => m.forms_field_otp({ length }),
  date: () => m.forms_field_date(),
  rating: () => m.forms_field_rating(),
  true: () => m.forms_field_true(),
  enter_password: () => m.forms_field_enter_password(),
  gstin: () => m.forms_field_gstin(),
  gst_state: () => m.forms_field_gst_state(),
  on_or_after_from: () => m.forms_field_on_or_after_from(),
  time_off_overlap: ({ from = '', to = '', otherFrom = '', otherTo = '' }) =>
    m.forms_field_time_off_overlap({ from, to, otherFrom, otherTo }),
};

/**
 * A schema issue in the page's language, read by its code and parameters (the contract's
 * `fieldMessageOf`, shared with the API); in English, and for an issue without a field message,
 * the schema's own words.
 */
function issueText(issue: Issue): string {
  if (getLocale() === baseLocale) return issue.message;
  const found = fieldMessageOf(issue);
  return found ? FIELD_MESSAGES[found.key](found.params) : issue.message;
}

/**
 * The first message per field, keyed by its dotted path ('languages', 'timeOff.0.to'), in the
 * page's language.
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldPathOf(issue)] ??= issueText(issue);
  return errors;
}

/** The error shown beside `field`: its own, or the first of any field below it ('weekly' for 'weekly.3.0'). */
export function errorFor(errors: FieldErrors, field: string): string | undefined {
  const own = errors[field];
  if (own) return own;
  const nested = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return nested ? errors[nested] : undefined;
}

/**
 * The server's field errors after a round trip, keyed like `fieldErrorsOf`'s; `null` when the
 * error names no field (show its message as the form's own error instead).
 */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  return error.fields && Object.keys(error.fields).length > 0 ? { ...error.fields } : null;
}
