import { useId } from 'react';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';

export const ALL_COURSES = '';

/** Narrows the enrolments to one course, by name. */
export function CourseNameFilter({
  names,
  value,
  onChange,
}: {
  names: string[];
  value: string;
  onChange: (name: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Filter by course name
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT_CLASSES} read-only:bg-white`}
      >
        <option value={ALL_COURSES}>All courses</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
