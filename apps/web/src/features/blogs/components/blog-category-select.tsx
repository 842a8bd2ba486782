import { useId } from 'react';
import { CATEGORIES } from '@sukoon/contract/categories';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';
import { adminCategoryLabel } from '../../../lib/category-labels.ts';
import { m } from '../../../paraglide/messages.js';

/** The blog's category, chosen from the known ones; the placeholder cannot be submitted. */
export function BlogCategorySelect({ defaultValue = '' }: { defaultValue?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {m.staff_courses_category()}
      </label>
      <select id={id} name="category" required defaultValue={defaultValue} className={INPUT_CLASSES}>
        <option value="" disabled>
          {m.staff_blogs_pick_category()}
        </option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {adminCategoryLabel(category)}
          </option>
        ))}
      </select>
    </div>
  );
}
