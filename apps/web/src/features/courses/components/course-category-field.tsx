import { useId, type ChangeEvent } from 'react';
import { CATEGORIES } from '@sukoon/contract/categories';
import { FieldError, INPUT_CLASSES } from '../../../components/form-field.tsx';
import { m } from '../../../paraglide/messages.js';
import { adminCategoryLabel } from '../../../lib/category-labels.ts';

/** A free-text category with the known ones offered as suggestions (Depression reads 'Anxiety & Depression'). */
export function CourseCategoryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  const listId = `${id}-options`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {m.staff_courses_category()}
      </label>
      <input
        id={id}
        name="category"
        list={listId}
        required
        autoComplete="off"
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={INPUT_CLASSES}
      />
      <datalist id={listId}>
        {CATEGORIES.map((category) => (
          <option key={category} value={category} label={adminCategoryLabel(category)} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {m.staff_courses_category_hint({
          categories: CATEGORIES.map(adminCategoryLabel).join(', '),
        })}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
