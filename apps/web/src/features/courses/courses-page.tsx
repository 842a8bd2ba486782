import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { useState } from 'react';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useCourses } from './api/get-courses.ts';
import { CategoryFilter, type CategoryChoice } from './components/category-filter.tsx';
import { CourseList } from './components/course-list.tsx';

export default function CoursesPage() {
  const courses = useCourses();
  const [category, setCategory] = useState<CategoryChoice>('All');
  const shown =
    category === 'All'
      ? (courses.data ?? [])
      : (courses.data ?? []).filter((course) => course.category === category);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta {...PAGE_HEADS['/courses']} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">Courses</h1>
        <p className="mt-3 text-lg text-slate-700">
          Learn at your own pace with courses created by experienced counsellors — practical steps for calmer
          days and kinder relationships.
        </p>
      </header>
      {courses.isPending ? (
        <Loader label="We're here to help... Loading" className="min-h-[40vh]" />
      ) : courses.isError ? (
        <div className="mt-8">
          <StatusMessage kind="error">
            We could not load the courses right now. Please try again in a moment.
          </StatusMessage>
        </div>
      ) : (
        <>
          <div className="mt-8">
            <CategoryFilter selected={category} onSelect={setCategory} />
          </div>
          <div className="mt-8">
            <CourseList
              courses={shown}
              emptyText={
                category === 'All'
                  ? 'No courses have been published yet. Please check back soon.'
                  : `No ${category} courses yet. Try another category.`
              }
            />
          </div>
        </>
      )}
    </main>
  );
}
