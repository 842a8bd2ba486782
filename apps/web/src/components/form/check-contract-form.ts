import {
  fieldErrorsOf,
  localFieldMessage,
  serverFieldErrors,
  type FieldErrors,
} from '../../lib/field-errors.ts';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

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

/** The contract's check before the round trip: the parsed data, or each field's first error in the page's language. */
export function checkContractForm<Out>(schema: ContractSchema<Out>, input: unknown): FormCheck<Out> {
  const checked = schema.safeParse(input);
  return checked.success
    ? { isValid: true, data: checked.data }
    : { isValid: false, errors: fieldErrorsOf(checked.error.issues) };
}

/**
 * The server's field errors after the round trip, keyed like the contract's (`null` when the answer
 * names no field: the form says its own message then). Contract messages the server still answers
 * in English are shown in the page's language.
 */
export function serverErrorsOf(error: unknown): FieldErrors | null {
  const fields = serverFieldErrors(error);
  if (!fields) return null;
  const errors: FieldErrors = {};
  for (const [field, text] of Object.entries(fields))
    if (text) errors[field] = localFieldMessage(field, text);
  return errors;
}
