import { useState } from 'react';
import { CATEGORIES, type Category } from '@sukoon/contract/categories';
import { AdminContentScreen } from '../../components/admin-content-screen.tsx';
import { adminCategoryLabel } from '../../lib/category-labels.ts';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { m } from '../../paraglide/messages.js';
import { useCreateCourse } from './api/create-course.ts';
import { useDeleteCourse } from './api/delete-course.ts';
import { useCoursePage } from './api/get-courses.ts';
import { useUpdateCourse } from './api/update-course.ts';
import { CourseForm } from './components/course-form.tsx';
import { formatCoursePrice } from './lib/course-format.ts';

const ADMIN_PAGE_SIZE = 20;

export default function AdminCoursesPage() {
  const paging = useListPaging();
  const [category, setCategory] = useState<Category | ''>('');
  const courses = useCoursePage({
    page: paging.page,
    limit: ADMIN_PAGE_SIZE,
    q: paging.q || undefined,
    category: category || undefined,
  });
  return (
    <AdminContentScreen
      texts={{
        title: m.staff_admin_nav_courses(),
        description: m.staff_courses_description(),
        add: m.staff_courses_add(),
        edit: m.staff_courses_edit(),
        remove: m.staff_courses_delete(),
        removeText: (name) => m.staff_courses_delete_text({ name }),
        search: m.staff_courses_search(),
        loading: m.staff_courses_loading(),
        loadFailed: m.staff_courses_load_failed(),
        noun: m.staff_courses_noun(),
        empty: m.staff_courses_empty(),
        noneMatch: m.staff_courses_none_match(),
      }}
      paging={paging}
      list={courses}
      editor={{
        create: useCreateCourse(),
        update: useUpdateCourse(),
        remove: useDeleteCourse(),
        nameOf: (course) => course.name,
        deletedText: m.staff_courses_deleted(),
        noticeMs: 4000,
      }}
      isFiltered={Boolean(paging.q || category)}
      filters={
        <div>
          <label htmlFor="admin-course-category" className="block text-sm font-medium text-slate-800">
            {m.staff_courses_category()}
          </label>
          <select
            id="admin-course-category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as Category | '');
              paging.setPage(1);
            }}
            className="mt-1 block min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
          >
            <option value="">{m.staff_courses_all_categories()}</option>
            {CATEGORIES.map((choice) => (
              <option key={choice} value={choice}>
                {adminCategoryLabel(choice)}
              </option>
            ))}
          </select>
        </div>
      }
      media={(course) => (
        <img
          src={course.image}
          alt=""
          width={96}
          height={60}
          loading="lazy"
          className="h-15 w-24 shrink-0 rounded-lg bg-sand-100 object-cover"
        />
      )}
      details={(course) => (
        <p className="text-sm text-slate-700">
          <span data-user-content>{course.category}</span> · {formatCoursePrice(course.price)} ·{' '}
          {course.author ? <span data-user-content>{course.author}</span> : m.staff_courses_unknown_author()}
        </p>
      )}
      form={CourseForm}
    />
  );
}
