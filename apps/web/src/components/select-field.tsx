import type { SelectHTMLAttributes } from 'react';
import { INPUT_CLASSES, LabelledField, type FieldFrame } from './form-field.tsx';

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
  /** `lang` names an option written in another language than the page (a language in itself). */
  options: readonly { value: string; label: string; lang?: string }[];
} & FieldFrame) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      control={(control) => (
        <select {...control} className={SELECT_CLASSES} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
