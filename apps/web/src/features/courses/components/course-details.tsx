import { CircleCheck } from 'lucide-react';
import type { Course } from '@sukoon/contract/courses';
import { CategoryName } from '../../../components/category-name.tsx';
import { m } from '../../../paraglide/messages.js';

/** The long description, the category and the 'Topics Covered' list. */
export function CourseDetails({ course }: { course: Course }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="course-about">
        <h2 id="course-about" className="font-serif text-2xl text-brand-800">
          {m.learning_course_about()}
        </h2>
        <p data-user-content className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">
          {course.description}
        </p>
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-medium">{m.learning_course_category()}</span>{' '}
          <CategoryName value={course.category} />
        </p>
      </section>
      <section aria-labelledby="course-topics" className="rounded-2xl bg-brand-50 p-6">
        <h2 id="course-topics" className="font-serif text-2xl text-brand-800">
          {m.learning_course_topics()}
        </h2>
        {course.content.length > 0 ? (
          <ul className="mt-4 space-y-3">
            {course.content.map((topic, index) => (
              <li key={`${index}-${topic}`} className="flex gap-3 text-slate-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span data-user-content>{topic}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">{m.learning_course_topics_soon()}</p>
        )}
      </section>
    </div>
  );
}
