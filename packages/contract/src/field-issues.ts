/**
 * What a schema check says about one field, by the check's code and parameters rather than its
 * English text (issue 28): the API's validator and the web's forms both read a zod issue through
 * `fieldMessageOf` and show `key` from their own catalogue (the API's `fields_<key>`, the web's
 * `forms_field_<key>`). The English of an issue stays its schema's message; an issue with no
 * key here is shown in English in every language.
 */
import { OTP_LENGTH } from './auth-messages.ts';

export const FIELD_MESSAGE_KEYS = [
  'required',
  'max_chars',
  'min_chars',
  'email',
  'mobile',
  'otp',
  'date',
  'rating',
  'true',
  'enter_password',
  'gstin',
  'gst_state',
  'on_or_after_from',
  'time_off_overlap',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/** A field message's catalogue key and the inputs of its {placeholders}. */
export interface FieldMessage {
  key: FieldMessageKey;
  params: Record<string, string>;
}

/** The parts of a zod issue this reads; zod's own issues and the API's validation errors fit. */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  pattern?: unknown;
  values?: unknown;
  params?: unknown;
}

/** The `params` a custom check gives its issue to name its message: `{ fieldMessage: 'gstin' }`. */
export const fieldMessageParams = (key: FieldMessageKey, inputs: Record<string, string> = {}) => ({
  fieldMessage: key,
  ...inputs,
});

export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isKey = (value: unknown): value is FieldMessageKey =>
  typeof value === 'string' && (FIELD_MESSAGE_KEYS as readonly string[]).includes(value);

const sameRegExp = (pattern: unknown, regExp: RegExp) =>
  typeof pattern === 'string' && (pattern === regExp.source || pattern === String(regExp));

/** Custom checks name their message in `params`; its other entries are the inputs. */
function fromParams(params: unknown): FieldMessage | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const { fieldMessage, ...rest } = params as Record<string, unknown>;
  if (!isKey(fieldMessage)) return undefined;
  const inputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) inputs[name] = String(value);
  return { key: fieldMessage, params: inputs };
}

/** The field message of a zod issue, or undefined when it has none (its English is shown). */
export function fieldMessageOf(issue: FieldIssue): FieldMessage | undefined {
  if (issue.code === 'custom') return fromParams(issue.params);
  // The contract says a rating is "a whole number from 1 to 5" whichever bound it misses.
  if (issue.path.at(-1) === 'rating' && ['too_small', 'too_big', 'invalid_type'].includes(issue.code)) {
    return { key: 'rating', params: {} };
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) === 1
      ? { key: 'required', params: {} }
      : { key: 'min_chars', params: { min: String(issue.minimum) } };
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { key: 'max_chars', params: { max: String(issue.maximum) } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'email', params: {} };
  if (issue.code === 'invalid_format' && issue.format === 'regex') {
    if (sameRegExp(issue.pattern, OTP_PATTERN)) return { key: 'otp', params: { length: String(OTP_LENGTH) } };
    if (sameRegExp(issue.pattern, ISO_DAY_PATTERN)) return { key: 'date', params: {} };
    return undefined;
  }
  if (issue.code === 'invalid_value' && Array.isArray(issue.values) && issue.values.length === 1) {
    return issue.values[0] === true ? { key: 'true', params: {} } : undefined;
  }
  return undefined;
}

/** An issue's field as a dotted path: 'email', 'timeOff.0.to'; '' for the whole body. */
export const fieldPathOf = (issue: Pick<FieldIssue, 'path'>): string => issue.path.map(String).join('.');
