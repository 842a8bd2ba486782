import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import type { ContractForm as ContractFormState } from './use-contract-form.ts';

/**
 * The `<form>` of a `useContractForm`: submitting runs the contract's check, then `onValid`; when
 * a check or the server refuses a field, the first refused input takes the focus.
 */
export function ContractForm<V, Out>({
  form,
  onValid,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: ContractFormState<V, Out>;
  onValid: (data: Out, values: V) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const { errors } = form;

  useEffect(() => {
    if (Object.keys(errors).length > 0)
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <form ref={ref} {...props} onSubmit={form.handleSubmit(onValid)}>
      {children}
    </form>
  );
}
