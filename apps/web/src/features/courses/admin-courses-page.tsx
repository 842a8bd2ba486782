import { Plus } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminEditor } from '../../lib/use-admin-editor.ts';
import { useCreateCourse } from './api/create-course.ts';
import { useDeleteCourse } from './api/delete-course.ts';
import { useCourses } from './api/get-courses.ts';
import { useUpdateCourse } from './api/update-course.ts';
import { AdminCourseList } from './components/admin-course-list.tsx';
import { CourseForm } from './components/course-form.tsx';

export default function AdminCoursesPage() {
  const courses = useCourses();
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
        {courses.isPending ? (
          <Loader label="Loading courses" />
        ) : courses.isError ? (
          <StatusMessage kind="error">Could not load the courses. Please reload the page.</StatusMessage>
        ) : (
          <AdminCourseList courses={courses.data} onEdit={editor.openForm} onDelete={editor.openDelete} />
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
