import { CATEGORIES, type Category } from '@sukoon/contract/categories';
import { PUBLIC_PAGE_SIZE, pageFromAddress } from '@sukoon/contract/paging';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { categoryLabel } from '../../lib/category-labels.ts';
import { pageAddress } from '../../lib/page-search.ts';
import { m } from '../../paraglide/messages.js';
import { useCoursePage, usePrefetchCoursePage } from './api/get-courses.ts';
import { CategoryFilter, type CategoryChoice } from './components/category-filter.tsx';
import { CourseList } from './components/course-list.tsx';

const categoryFromAddress = (value: string | null): Category | undefined =>
  CATEGORIES.find((category) => category === value);

const queryFor = (category: Category | undefined, page = 1) => ({
  page,
  limit: PUBLIC_PAGE_SIZE,
  category,
});

/** `/courses?category=Couple&page=2`: a dozen courses at a time, filtered on the server. */
export default function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromAddress(params.get('page'));
  const category = categoryFromAddress(params.get('category'));
  const courses = useCoursePage(queryFor(category, page));
  const prefetch = usePrefetchCoursePage();
  const choose = (choice: CategoryChoice) =>
    setParams(choice === 'All' ? {} : { category: choice }, { preventScrollReset: true });
  const preview = (choice: CategoryChoice) => prefetch(queryFor(choice === 'All' ? undefined : choice));
  const addressOf = (n: number) => pageAddress('/courses', n, { category });

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta title={m.learning_courses_title()} description={m.learning_courses_meta_description()} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">{m.learning_courses_title()}</h1>
        <p className="mt-3 text-lg text-slate-700">{m.learning_courses_intro()}</p>
      </header>
      {courses.isPending ? (
        <Loader label={m.learning_courses_loading()} className="min-h-[40vh]" />
      ) : courses.isError ? (
        <div className="mt-8">
          <StatusMessage kind="error">{m.learning_courses_load_error()}</StatusMessage>
        </div>
      ) : (
        <>
          <div className="mt-8">
            <CategoryFilter selected={category ?? 'All'} onSelect={choose} onPreview={preview} />
          </div>
          <div
            className={`mt-8 ${courses.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={courses.isPlaceholderData}
          >
            {courses.data.total > 0 && courses.data.items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
                {m.learning_courses_no_page({ page })}{' '}
                <Link to={addressOf(1)} className="font-medium text-brand-700 underline underline-offset-4">
                  {m.learning_courses_first_page()}
                </Link>
              </p>
            ) : (
              <CourseList
                courses={courses.data.items}
                emptyText={
                  category
                    ? m.learning_courses_empty_category({ category: categoryLabel(category) ?? category })
                    : m.learning_courses_empty()
                }
              />
            )}
            <Pagination
              label={m.learning_courses_pages_label()}
              page={page}
              total={courses.data.total}
              limit={courses.data.limit}
              hrefFor={addressOf}
            />
          </div>
        </>
      )}
    </main>
  );
}
