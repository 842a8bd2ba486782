import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const INPUT_CLASSES =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 read-only:bg-slate-100 aria-invalid:border-red-700';

/** What is wrong with a field, under it, tied to it for screen readers. */
export function FieldError({ id, children }: { id: string; children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {children}
    </p>
  );
}

/** What ties a control to its label and its error: spread on the input, text area or select. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrame {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/**
 * The one frame of every field: a label that is always visible (never only a placeholder), the
 * control, its hint, and what is wrong with it, tied to the control for screen readers.
 */
export function LabelledField({
  label,
  hint,
  error,
  control,
}: FieldFrame & { control: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A labelled input. */
export function TextField({
  label,
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & FieldFrame) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      control={(control) => <input {...control} className={INPUT_CLASSES} {...props} />}
    />
  );
}

/** A labelled text area. */
export function TextAreaField({
  label,
  hint,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      control={(control) => <textarea {...control} className={INPUT_CLASSES} {...props} />}
    />
  );
}

export { INPUT_CLASSES };
