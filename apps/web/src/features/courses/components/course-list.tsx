import type { Course } from '@sukoon/contract/courses';
import { CourseCard } from './course-card.tsx';

/** The course cards, or a gentle note when a category has none. */
export function CourseList({ courses, emptyText }: { courses: Course[]; emptyText: string }) {
  if (courses.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <CourseCard key={course._id} course={course} />
      ))}
    </ul>
  );
}
