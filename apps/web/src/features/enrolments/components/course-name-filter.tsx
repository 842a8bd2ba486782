import { useId } from 'react';
import type { EnrolledCourseChoice } from '@sukoon/contract/list-pages';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';
import { m } from '../../../paraglide/messages.js';

export const ALL_COURSES = '';

/** Narrows the enrolments to one course, chosen by name (spec: "filter by course name"). */
export function CourseNameFilter({
  courses,
  value,
  onChange,
}: {
  courses: readonly EnrolledCourseChoice[];
  /** The chosen course's id, or `ALL_COURSES`. */
  value: string;
  onChange: (courseId: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {m.staff_enrolments_filter()}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${INPUT_CLASSES} read-only:bg-white`}
      >
        <option value={ALL_COURSES}>{m.staff_enrolments_all_courses()}</option>
        {courses.map((course) => (
          <option key={course._id} value={course._id} data-user-content="">
            {course.name}
          </option>
        ))}
      </select>
    </div>
  );
}
