import { useState } from 'react';
import { Plus } from 'lucide-react';
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
import { useCreateWebinar } from './api/create-webinar.ts';
import { useDeleteWebinar } from './api/delete-webinar.ts';
import { useAdminWebinars } from './api/get-admin-webinars.ts';
import { useUpdateWebinar } from './api/update-webinar.ts';
import { AdminWebinarList } from './components/admin-webinar-list.tsx';
import { WebinarForm } from './components/webinar-form.tsx';

const ADMIN_PAGE_SIZE = 20;

export default function AdminWebinarsPage() {
  const paging = useListPaging();
  const webinars = useAdminWebinars({ page: paging.page, limit: ADMIN_PAGE_SIZE, q: paging.q || undefined });
  const createWebinar = useCreateWebinar();
  const updateWebinar = useUpdateWebinar();
  const deleteWebinar = useDeleteWebinar();
  const editor = useAdminEditor({
    create: createWebinar,
    update: updateWebinar,
    remove: deleteWebinar,
    nameOf: (webinar) => webinar.title,
    deletedText: m.staff_webinars_deleted(),
    noticeMs: 4000,
  });
  const [now] = useState(() => Date.now());

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={m.staff_webinars_title()} description={m.staff_webinars_description()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">{m.staff_webinars_title()}</h1>
        <Button onClick={() => editor.openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {m.staff_webinars_add()}
        </Button>
      </div>
      <div className="mt-4">
        <StatusMessage kind={editor.notice?.kind ?? 'success'}>{editor.notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label={m.staff_webinars_search()} paging={paging} />
      </div>
      <div className="mt-6" aria-busy={webinars.isFetching}>
        {webinars.isPending ? (
          <Loader label={m.staff_webinars_loading()} />
        ) : webinars.isError ? (
          <StatusMessage kind="error">{m.staff_webinars_load_failed()}</StatusMessage>
        ) : (
          <>
            {paging.q && webinars.data.total === 0 ? (
              <p className="text-slate-700">
                <MessageWithUserContent
                  message={(query) => m.staff_webinars_none_match({ query })}
                  content={paging.q}
                />
              </p>
            ) : (
              <AdminWebinarList
                webinars={webinars.data.items}
                now={now}
                onEdit={editor.openForm}
                onDelete={editor.openDelete}
              />
            )}
            <AdminListPager
              paging={paging}
              total={webinars.data.total}
              limit={webinars.data.limit}
              noun={m.staff_webinars_noun()}
            />
          </>
        )}
      </div>
      <Modal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? m.staff_webinars_add() : m.staff_webinars_edit()}
        onClose={editor.closeForm}
      >
        <WebinarForm
          webinar={editor.editing === 'new' || editor.editing === null ? undefined : editor.editing}
          isSaving={editor.isSaving}
          error={editor.saveError}
          onSubmit={editor.submit}
          onCancel={editor.closeForm}
        />
      </Modal>
      <ConfirmDialog
        open={editor.deleting !== null}
        title={m.staff_webinars_delete()}
        confirmLabel={m.staff_webinars_delete()}
        busyLabel={m.staff_deleting()}
        dismissLabel={m.staff_desk_dismiss()}
        isBusy={editor.isDeleting}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onCancel={editor.closeDelete}
      >
        <MessageWithUserContent
          message={(name) => m.staff_webinars_delete_text({ name })}
          content={editor.deleting?.title}
        />
      </ConfirmDialog>
    </div>
  );
}
