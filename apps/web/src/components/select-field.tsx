import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError, INPUT_CLASSES } from './form-field.tsx';

// CSS counts every select as :read-only; only real read-only text boxes should look greyed out.
const SELECT_CLASSES = INPUT_CLASSES.replace('read-only:bg-slate-100', '');

/** A labelled select, matching the text fields. */
export function SelectField({
  label,
  options,
  hint,
  error,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** `lang` names an option written in another language than the page (a language in itself). */
  options: readonly { value: string; label: string; lang?: string }[];
  hint?: ReactNode;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={SELECT_CLASSES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
