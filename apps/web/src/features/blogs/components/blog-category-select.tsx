import { useId } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '@sukoon/contract/categories';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';

/** The blog's category, chosen from the known ones; the placeholder cannot be submitted. */
export function BlogCategorySelect({ defaultValue = '' }: { defaultValue?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Category
      </label>
      <select id={id} name="category" required defaultValue={defaultValue} className={INPUT_CLASSES}>
        <option value="" disabled>
          Select a category
        </option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    </div>
  );
}
