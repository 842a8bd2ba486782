import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { CreateWebinarInput, WebinarDetail } from '@sukoon/contract/webinars';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { useCreateWebinar } from './api/create-webinar.ts';
import { useDeleteWebinar } from './api/delete-webinar.ts';
import { useAdminWebinars } from './api/get-admin-webinars.ts';
import { useUpdateWebinar } from './api/update-webinar.ts';
import { AdminWebinarList } from './components/admin-webinar-list.tsx';
import { WebinarForm } from './components/webinar-form.tsx';

export default function AdminWebinarsPage() {
  const webinars = useAdminWebinars();
  const createWebinar = useCreateWebinar();
  const updateWebinar = useUpdateWebinar();
  const deleteWebinar = useDeleteWebinar();
  const [editing, setEditing] = useState<WebinarDetail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WebinarDetail | null>(null);
  const [notice, showNotice] = useTimedMessage(4000);
  const [now] = useState(() => Date.now());
  const save = editing === 'new' ? createWebinar : updateWebinar;

  const openForm = (target: WebinarDetail | 'new') => {
    createWebinar.reset();
    updateWebinar.reset();
    setEditing(target);
  };
  const submit = (input: CreateWebinarInput) => {
    const done = (webinar: WebinarDetail) => {
      setEditing(null);
      showNotice({ kind: 'success', text: `Saved “${webinar.title}”.` });
    };
    if (editing === 'new') createWebinar.mutate(input, { onSuccess: done });
    else if (editing) updateWebinar.mutate({ id: editing._id, input }, { onSuccess: done });
  };
  const openDelete = (webinar: WebinarDetail) => {
    deleteWebinar.reset();
    setDeleting(webinar);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteWebinar.mutate(deleting._id, {
      onSuccess: (answer) => {
        setDeleting(null);
        showNotice({ kind: 'success', text: answer.message || 'Webinar deleted' });
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title="Manage Webinars" description="Schedule, edit and remove webinars." />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">Manage Webinars</h1>
        <Button onClick={() => openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add webinar
        </Button>
      </div>
      <div className="mt-4">
        <StatusMessage kind={notice?.kind ?? 'success'}>{notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        {webinars.isPending ? (
          <Loader label="Loading webinars" />
        ) : webinars.isError ? (
          <StatusMessage kind="error">Could not load the webinars. Please reload the page.</StatusMessage>
        ) : (
          <AdminWebinarList webinars={webinars.data} now={now} onEdit={openForm} onDelete={openDelete} />
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add webinar' : 'Edit webinar'}
        onClose={() => setEditing(null)}
      >
        <WebinarForm
          webinar={editing === 'new' || editing === null ? undefined : editing}
          isSaving={save.isPending}
          error={save.error?.message ?? null}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete webinar"
        confirmLabel="Delete webinar"
        busyLabel="Deleting..."
        isBusy={deleteWebinar.isPending}
        error={deleteWebinar.error?.message}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete “{deleting?.title}”? It will disappear from the webinar list.
      </ConfirmDialog>
    </div>
  );
}
