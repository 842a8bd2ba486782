import { useState, type FormEvent } from 'react';
import { errorFor, type FieldErrors } from '../../lib/field-errors.ts';
import { checkContractForm, serverErrorsOf, type ContractSchema } from './check-contract-form.ts';

/** The names of the values a text input edits. */
type TextName<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

export interface ContractFormOptions<V, Out> {
  /** The contract's schema for the request this form sends. */
  schema: ContractSchema<Out>;
  initial: V | (() => V);
  /** The schema's input, where the values differ from it (a rating not chosen yet, '' for "none"). */
  toInput?: (values: V) => unknown;
}

/**
 * A form's values, checked against the contract's schema before the round trip (each field's
 * error in the page's language) and showing the server's field errors after it. One way for every
 * form (issue 28): none keeps its values in its own state or reads FormData.
 */
export function useContractForm<V extends object, Out>({
  schema,
  initial,
  toInput,
}: ContractFormOptions<V, Out>) {
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    errors,
    setValue,
    setValues,
    setErrors,
    /** The error beside `name`: its own, or the first of any field below it. */
    errorOf: (name: string) => errorFor(errors, name),
    /** Value, error and change handler for a text input (`<TextField {...form.field('email')} />`). */
    field: <K extends TextName<V>>(name: K) => ({
      name,
      value: values[name] as string,
      error: errorFor(errors, name),
      onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[K]),
    }),
    /** Back to `next` (the first values when left out), with no errors. */
    reset: (next: V = initialValues) => {
      setValues(next);
      setErrors({});
    },
    /** A submit handler: `onValid` runs with the schema's output only when the contract accepts the values. */
    handleSubmit: (onValid: (data: Out, values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const checked = checkContractForm(schema, toInput ? toInput(values) : values);
      setErrors(checked.isValid ? {} : checked.errors);
      if (checked.isValid) onValid(checked.data, values);
    },
    /** Puts the server's field errors beside their inputs; false when the answer names no field. */
    showServerErrors: (error: unknown): boolean => {
      const found = serverErrorsOf(error);
      if (found) setErrors(found);
      return found !== null;
    },
  };
}

export type ContractForm<V, Out> = ReturnType<typeof useContractForm<V & object, Out>>;
