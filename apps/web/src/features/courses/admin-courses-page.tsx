import { Plus } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@sukoon/contract/categories';
import { useState } from 'react';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminEditor } from '../../lib/use-admin-editor.ts';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { useCreateCourse } from './api/create-course.ts';
import { useDeleteCourse } from './api/delete-course.ts';
import { useCoursePage } from './api/get-courses.ts';
import { useUpdateCourse } from './api/update-course.ts';
import { AdminCourseList } from './components/admin-course-list.tsx';
import { CourseForm } from './components/course-form.tsx';

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
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const deleteCourse = useDeleteCourse();
  const editor = useAdminEditor({
    create: createCourse,
    update: updateCourse,
    remove: deleteCourse,
    nameOf: (course) => course.name,
    deletedText: 'Course deleted',
    noticeMs: 4000,
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title="Manage Courses" description="Add, edit and remove courses." />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">Manage Courses</h1>
        <Button onClick={() => editor.openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add course
        </Button>
      </div>
      <div className="mt-4 min-h-0">
        <StatusMessage kind={editor.notice?.kind ?? 'success'}>{editor.notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label="Search courses by name" paging={paging}>
          <div>
            <label htmlFor="admin-course-category" className="block text-sm font-medium text-slate-800">
              Category
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
              <option value="">All categories</option>
              {CATEGORIES.map((choice) => (
                <option key={choice} value={choice}>
                  {CATEGORY_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
        </AdminListSearch>
      </div>
      <div className="mt-6" aria-busy={courses.isFetching}>
        {courses.isPending ? (
          <Loader label="Loading courses" />
        ) : courses.isError ? (
          <StatusMessage kind="error">Could not load the courses. Please reload the page.</StatusMessage>
        ) : (
          <>
            {(paging.q || category) && courses.data.total === 0 ? (
              <p className="text-slate-700">No course matches this search.</p>
            ) : (
              <AdminCourseList
                courses={courses.data.items}
                onEdit={editor.openForm}
                onDelete={editor.openDelete}
              />
            )}
            <AdminListPager
              paging={paging}
              total={courses.data.total}
              limit={courses.data.limit}
              noun="courses"
            />
          </>
        )}
      </div>
      <Modal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? 'Add course' : 'Edit course'}
        onClose={editor.closeForm}
      >
        <CourseForm
          // A new key per course: the lesson list is the form's own state.
          key={editor.editing === 'new' || editor.editing === null ? 'new' : editor.editing._id}
          course={editor.editing === 'new' || editor.editing === null ? undefined : editor.editing}
          isSaving={editor.isSaving}
          error={editor.saveError}
          onSubmit={editor.submit}
          onCancel={editor.closeForm}
        />
      </Modal>
      <ConfirmDialog
        open={editor.deleting !== null}
        title="Delete course"
        confirmLabel="Delete course"
        busyLabel="Deleting..."
        isBusy={editor.isDeleting}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onCancel={editor.closeDelete}
      >
        Delete “{editor.deleting?.name}”? It will no longer be shown to visitors.
      </ConfirmDialog>
    </div>
  );
}
