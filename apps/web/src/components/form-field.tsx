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

/** A labelled input; the label is always visible, never only a placeholder. */
export function TextField({
  label,
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; error?: string | null }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={INPUT_CLASSES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: ReactNode; error?: string | null }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        className={INPUT_CLASSES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export { INPUT_CLASSES };
