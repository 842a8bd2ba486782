import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Course } from '@sukoon/contract/courses';
import { CategoryName } from '../../../components/category-name.tsx';
import { m } from '../../../paraglide/messages.js';
import { formatCoursePrice, truncateDescription } from '../lib/course-format.ts';

/** One course in the list: picture, name, the start of its description, its price and a link to it. */
export function CourseCard({ course }: { course: Course }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={course.image}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <CategoryName value={course.category} />
        </p>
        <h2 data-user-content className="font-serif text-xl text-brand-900">
          {course.name}
        </h2>
        <p data-user-content className="flex-1 text-sm leading-relaxed text-slate-700">
          {truncateDescription(course.description)}
        </p>
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-lg font-semibold text-brand-900">
            <span className="sr-only">{m.learning_course_card_price()} </span>
            {formatCoursePrice(course.price)}
          </p>
          <Link
            to={`/courseInfo/${encodeURIComponent(course._id)}`}
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          >
            <ArrowRight aria-hidden="true" className="size-5" />
            {/* The name is the author's words: screen readers hear it, the language check skips it. */}
            <span className="sr-only">
              {m.learning_course_card_view()} <span data-user-content>{course.name}</span>
            </span>
          </Link>
        </div>
      </div>
    </li>
  );
}
