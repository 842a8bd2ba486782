import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldErrors } from '../../lib/field-errors.ts';
import type { ContractForm as ContractFormState } from './use-contract-form.ts';

/**
 * The `<form>` of a `useContractForm`: submitting runs the contract's check, then `onValid`; when
 * a check or the server refuses a field, the first refused input takes the focus.
 */
export function ContractForm<V, Out>({
  form,
  onValid,
  onInvalid,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> & {
  form: ContractFormState<V, Out>;
  onValid: (data: Out, values: V) => void;
  /** Runs when the check refuses the values, with each refused field's message. */
  onInvalid?: (errors: FieldErrors) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const { errors } = form;

  useEffect(() => {
    if (Object.keys(errors).length > 0)
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <form ref={ref} {...props} onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {children}
    </form>
  );
}
