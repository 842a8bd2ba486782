import type { FieldIssue } from '@sukoon/contract/field-issues';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../lib/field-errors.ts';

type Issue = FieldIssue & { message: string };

/**
 * What a form needs of a contract's zod schema: its `safeParse`. Typed by shape so the form
 * primitive does not pull zod into the page's chunk beyond what the contract already does.
 */
export interface ContractSchema<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

export type FormCheck<Out> = { isValid: true; data: Out } | { isValid: false; errors: FieldErrors };

/**
 * The contract's check before the round trip: the parsed data, or each field's first error in the
 * page's language. `own` are the page's own errors; they win over the contract's for their field.
 */
export function checkContractForm<Out>(
  schema: ContractSchema<Out>,
  input: unknown,
  own: FieldErrors = {},
): FormCheck<Out> {
  const checked = schema.safeParse(input);
  const ownErrors = Object.fromEntries(Object.entries(own).filter(([, text]) => text));
  if (checked.success && Object.keys(ownErrors).length === 0) return { isValid: true, data: checked.data };
  return {
    isValid: false,
    errors: { ...(checked.success ? {} : fieldErrorsOf(checked.error.issues)), ...ownErrors },
  };
}

/**
 * The server's errors for the form's own fields (`shown`, the top-level names of its values) after
 * the round trip, keyed like the contract's; `null` when the answer names none of them (the form
 * says its message instead). The server answers them in the page's language already.
 */
export function serverErrorsOf(error: unknown, shown: readonly string[]): FieldErrors | null {
  const fields = serverFieldErrors(error) ?? {};
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(fields)) {
    const name = field.split('.')[0] ?? field;
    if (text && shown.includes(name)) errors[field] = text;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
