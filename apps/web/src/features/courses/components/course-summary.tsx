import type { ReactNode } from 'react';
import type { Course } from '@sukoon/contract/courses';
import { CategoryName } from '../../../components/category-name.tsx';
import { m } from '../../../paraglide/messages.js';
import { formatCoursePrice, postedDay } from '../lib/course-format.ts';
import { StarRow } from './star-row.tsx';

/** Name, short description and the facts a buyer checks first: price, author, posted date. */
export function CourseSummary({ course, action }: { course: Course; action: ReactNode }) {
  const day = postedDay(course.date);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <CategoryName value={course.category} />
        </p>
        <h1 data-user-content className="mt-1 font-serif text-3xl text-brand-900 sm:text-4xl">
          {course.name}
        </h1>
        {course.shortdescription ? (
          <p data-user-content className="mt-3 text-lg leading-relaxed text-slate-700">
            {course.shortdescription}
          </p>
        ) : null}
      </div>
      <StarRow courseId={course._id} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">{m.learning_course_price()}</dt>
        <dd className="text-lg font-semibold text-brand-900">{formatCoursePrice(course.price)}</dd>
        <dt className="font-medium text-slate-600">{m.learning_course_author()}</dt>
        <dd className="text-slate-900">
          {course.author ? (
            <span data-user-content>{course.author}</span>
          ) : (
            m.learning_course_author_unknown()
          )}
        </dd>
        {day ? (
          <>
            <dt className="font-medium text-slate-600">{m.learning_course_posted()}</dt>
            <dd className="text-slate-900">
              <time dateTime={day}>{day}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {action}
    </div>
  );
}
