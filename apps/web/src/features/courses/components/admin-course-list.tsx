import { Pencil, Trash2 } from 'lucide-react';
import type { Course } from '@sukoon/contract/courses';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import { formatCoursePrice } from '../lib/course-format.ts';

/**
 * The admin's course rows, each with Edit and Delete. Their screen-reader names carry the title, so
 * they are marked data-user-content: the language journey cannot tell a title inside an aria-label
 * from the page's own words.
 */
export function AdminCourseList({
  courses,
  onEdit,
  onDelete,
}: {
  courses: Course[];
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
}) {
  if (courses.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
        {m.staff_courses_empty()}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {courses.map((course) => (
        <li key={course._id} className="flex flex-wrap items-center gap-4 p-4">
          <img
            src={course.image}
            alt=""
            width={96}
            height={60}
            loading="lazy"
            className="h-15 w-24 shrink-0 rounded-lg bg-sand-100 object-cover"
          />
          <div className="min-w-0 flex-1 basis-48">
            <p data-user-content className="font-semibold break-words text-brand-900">
              {course.name}
            </p>
            <p className="text-sm text-slate-700">
              <span data-user-content>{course.category}</span> · {formatCoursePrice(course.price)} ·{' '}
              {course.author ? (
                <span data-user-content>{course.author}</span>
              ) : (
                m.staff_courses_unknown_author()
              )}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => onEdit(course)}
              aria-label={m.staff_edit_named({ name: course.name })}
              data-user-content
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.staff_edit()}
            </Button>
            <Button
              variant="ghost"
              onClick={() => onDelete(course)}
              aria-label={m.staff_delete_named({ name: course.name })}
              data-user-content
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.staff_delete()}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
