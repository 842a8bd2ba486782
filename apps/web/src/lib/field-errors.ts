/**
 * Field errors for forms bound to the contract's zod schemas: the browser's own check names each
 * field before the round trip; the server names one after it, as "field: what is wrong".
 */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message per field, keyed by its dotted path ('languages', 'timeOff.0.to'). */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
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
