import { CATEGORIES, type Category } from '@sukoon/contract/categories';
import { categoryLabel } from '../../../lib/category-labels.ts';
import { m } from '../../../paraglide/messages.js';

export type CategoryChoice = Category | 'All';
// The choices are values ('All' or a category), drawn as labels in the page's language.
const CHOICES: readonly CategoryChoice[] = ['All', ...CATEGORIES];

/**
 * Toggle buttons that narrow the course list; the pressed one is announced. `onPreview` hears of a
 * choice about to be made (under the pointer, or focused), so its courses can be on their way.
 */
export function CategoryFilter({
  selected,
  onSelect,
  onPreview,
}: {
  selected: CategoryChoice;
  onSelect: (choice: CategoryChoice) => void;
  onPreview?: (choice: CategoryChoice) => void;
}) {
  return (
    <div role="group" aria-label={m.learning_category_filter_label()} className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => {
        const isPressed = choice === selected;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onSelect(choice)}
            onPointerEnter={() => onPreview?.(choice)}
            onFocus={() => onPreview?.(choice)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
              isPressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:bg-brand-50'
            }`}
          >
            {choice === 'All' ? m.learning_category_all() : categoryLabel(choice)}
          </button>
        );
      })}
    </div>
  );
}
