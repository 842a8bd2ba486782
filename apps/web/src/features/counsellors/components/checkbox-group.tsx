import { useId } from 'react';
import { FieldError } from '../../../components/form-field.tsx';

/** A labelled set of checkboxes for a list field (languages, specialities), with its error. */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const isChecked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
                isChecked
                  ? 'border-brand-700 bg-brand-50 text-brand-900'
                  : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={isChecked}
                onChange={() =>
                  onChange(
                    isChecked
                      ? selected.filter((value) => value !== option.value)
                      : options
                          .map((o) => o.value)
                          .filter((value) => value === option.value || selected.includes(value)),
                  )
                }
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
