import { m } from '../paraglide/messages.js';
import { ApiError } from './api-client.ts';

/**
 * Field errors for forms bound to the contract's zod schemas: the browser's own check names each
 * field before the round trip; the server names one after it, as "field: what is wrong".
 */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The contract's zod messages are English and shared with the API, so they stay English there; the
 * web app shows them in the page's language through these rules (issue 20, the `forms` catalogue).
 * A rule matches the English message (a regex, its groups handed to `text`) and, when `field` is
 * set, only that field. The first match wins; an unknown message is shown as it is, in English.
 * To translate another message, add a rule here and its key to messages/forms/{en,hi,mr}.json.
 */
interface FieldMessageRule {
  field?: string;
  message: RegExp;
  text: (groups: string[]) => string;
}

const FIELD_MESSAGE_RULES: readonly FieldMessageRule[] = [
  { message: /^is required$/, text: () => m.forms_field_required() },
  { message: /^must be text$/, text: () => m.forms_field_text() },
  { message: /^must be at most (\d+) characters$/, text: ([max = '']) => m.forms_field_max_chars({ max }) },
  { message: /^must be at least (\d+) characters$/, text: ([min = '']) => m.forms_field_min_chars({ min }) },
  { message: /^must be an e-mail address$/, text: () => m.forms_field_email() },
  { message: /^must be a 10-digit Indian mobile number$/, text: () => m.forms_field_mobile() },
  {
    message: /^must be the (\d+)-digit code from the e-mail$/,
    text: ([length = '']) => m.forms_field_otp({ length }),
  },
  { message: /^must be a date in the form YYYY-MM-DD$/, text: () => m.forms_field_date() },
  { message: /^must be a whole number from 1 to 5$/, text: () => m.forms_field_rating() },
  { message: /^must be true$/, text: () => m.forms_field_true() },
  { field: 'to', message: /^must be on or after from$/, text: () => m.forms_field_on_or_after_from() },
  {
    field: 'timeOff',
    message: /^(\S+) to (\S+) overlaps (\S+) to (\S+)$/,
    text: ([from = '', to = '', otherFrom = '', otherTo = '']) =>
      m.forms_field_time_off_overlap({ from, to, otherFrom, otherTo }),
  },
  { field: 'password', message: /^enter your password$/, text: () => m.forms_field_enter_password() },
  { message: /^must be a 15-character GSTIN$/, text: () => m.forms_field_gstin() },
  { message: /^must be a two-digit GST state code$/, text: () => m.forms_field_gst_state() },
];

/** A contract message for `field` in the page's language; unknown ones stay in English. */
export function localFieldMessage(field: string | null, message: string): string {
  for (const rule of FIELD_MESSAGE_RULES) {
    if (rule.field !== undefined && rule.field !== field) continue;
    const match = rule.message.exec(message);
    if (match) return rule.text(match.slice(1));
  }
  return message;
}

/**
 * The first message per field, keyed by its dotted path ('languages', 'timeOff.0.to'), in the
 * page's language (`localFieldMessage`).
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= localFieldMessage(field, issue.message);
  }
  return errors;
}

const FIELD_MESSAGE = /^([A-Za-z][\w]*(?:\.[\w]+)*): (.+)$/s;

/** "email: an account with this e-mail already exists" → the field and the text; null field when unnamed. */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message);
  return match?.[1] && match[2] ? { field: match[1], text: match[2] } : { field: null, text: message };
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
  if (error.fields && Object.keys(error.fields).length > 0) return { ...error.fields };
  const { field, text } = splitFieldMessage(error.message);
  return field ? { [field]: text } : null;
}
