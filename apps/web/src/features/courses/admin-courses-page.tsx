import { Plus } from 'lucide-react';
import { CATEGORIES, type Category } from '@sukoon/contract/categories';
import { useState } from 'react';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminEditor } from '../../lib/use-admin-editor.ts';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { m } from '../../paraglide/messages.js';
import { useCreateCourse } from './api/create-course.ts';
import { useDeleteCourse } from './api/delete-course.ts';
import { useCoursePage } from './api/get-courses.ts';
import { useUpdateCourse } from './api/update-course.ts';
import { AdminCourseList } from './components/admin-course-list.tsx';
import { CourseForm } from './components/course-form.tsx';
import { adminCategoryLabel } from '../../lib/category-labels.ts';

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
    deletedText: m.staff_courses_deleted(),
    noticeMs: 4000,
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={m.staff_admin_nav_courses()} description={m.staff_courses_description()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">{m.staff_admin_nav_courses()}</h1>
        <Button onClick={() => editor.openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {m.staff_courses_add()}
        </Button>
      </div>
      <div className="mt-4 min-h-0">
        <StatusMessage kind={editor.notice?.kind ?? 'success'}>{editor.notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label={m.staff_courses_search()} paging={paging}>
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
        </AdminListSearch>
      </div>
      <div className="mt-6" aria-busy={courses.isFetching}>
        {courses.isPending ? (
          <Loader label={m.staff_courses_loading()} />
        ) : courses.isError ? (
          <StatusMessage kind="error">{m.staff_courses_load_failed()}</StatusMessage>
        ) : (
          <>
            {(paging.q || category) && courses.data.total === 0 ? (
              <p className="text-slate-700">{m.staff_courses_none_match()}</p>
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
              noun={m.staff_courses_noun()}
            />
          </>
        )}
      </div>
      <Modal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? m.staff_courses_add() : m.staff_courses_edit()}
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
        title={m.staff_courses_delete()}
        confirmLabel={m.staff_courses_delete()}
        busyLabel={m.staff_deleting()}
        dismissLabel={m.staff_desk_dismiss()}
        isBusy={editor.isDeleting}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onCancel={editor.closeDelete}
      >
        <MessageWithUserContent
          message={(name) => m.staff_courses_delete_text({ name })}
          content={editor.deleting?.name}
        />
      </ConfirmDialog>
    </div>
  );
}
