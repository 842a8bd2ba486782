import { useId, type SelectHTMLAttributes } from 'react';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';

// CSS counts every select as :read-only; only real read-only text boxes should look greyed out.
const SELECT_CLASSES = INPUT_CLASSES.replace('read-only:bg-slate-100', '');

/** A labelled select, matching the text fields. */
export function SelectField({
  label,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={SELECT_CLASSES} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
