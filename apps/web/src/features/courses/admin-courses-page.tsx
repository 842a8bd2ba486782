import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Course, CreateCourseInput } from '@sukoon/contract/courses';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
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
  const [editing, setEditing] = useState<Course | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const [notice, showNotice] = useTimedMessage(4000);
  const save = editing === 'new' ? createCourse : updateCourse;

  const openForm = (target: Course | 'new') => {
    createCourse.reset();
    updateCourse.reset();
    setEditing(target);
  };
  const submit = (input: CreateCourseInput) => {
    const done = (course: Course) => {
      setEditing(null);
      showNotice({ kind: 'success', text: `Saved “${course.name}”.` });
    };
    if (editing === 'new') createCourse.mutate(input, { onSuccess: done });
    else if (editing) updateCourse.mutate({ id: editing._id, input }, { onSuccess: done });
  };
  const openDelete = (course: Course) => {
    deleteCourse.reset();
    setDeleting(course);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteCourse.mutate(deleting._id, {
      onSuccess: (answer) => {
        setDeleting(null);
        showNotice({ kind: 'success', text: answer.message || 'Course deleted' });
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title="Manage Courses" description="Add, edit and remove courses." />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">Manage Courses</h1>
        <Button onClick={() => openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add course
        </Button>
      </div>
      <div className="mt-4 min-h-0">
        <StatusMessage kind={notice?.kind ?? 'success'}>{notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        {courses.isPending ? (
          <Loader label="Loading courses" />
        ) : courses.isError ? (
          <StatusMessage kind="error">Could not load the courses. Please reload the page.</StatusMessage>
        ) : (
          <AdminCourseList courses={courses.data} onEdit={openForm} onDelete={openDelete} />
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add course' : 'Edit course'}
        onClose={() => setEditing(null)}
      >
        <CourseForm
          course={editing === 'new' || editing === null ? undefined : editing}
          isSaving={save.isPending}
          error={save.error?.message ?? null}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete course"
        confirmLabel="Delete course"
        busyLabel="Deleting..."
        isBusy={deleteCourse.isPending}
        error={deleteCourse.error?.message}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete “{deleting?.name}”? It will no longer be shown to visitors.
      </ConfirmDialog>
    </div>
  );
}
