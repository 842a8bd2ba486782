import { useId, type ChangeEvent } from 'react';
import { CATEGORIES } from '@sukoon/contract/categories';
import { FieldError, INPUT_CLASSES } from '../../../components/form-field.tsx';
import { adminCategoryLabel } from '../../../lib/category-labels.ts';
import { m } from '../../../paraglide/messages.js';

/** The blog's category, chosen from the known ones; the placeholder cannot be submitted. */
export function BlogCategorySelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {m.staff_courses_category()}
      </label>
      <select
        id={id}
        name="category"
        required
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT_CLASSES}
      >
        <option value="" disabled>
          {m.staff_blogs_pick_category()}
        </option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {adminCategoryLabel(category)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
