import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
import { m } from '../../paraglide/messages.js';
import { useCounsellorAction, type CounsellorAction } from './api/counsellor-admin-actions.ts';
import { useCreateCounsellor } from './api/create-counsellor.ts';
import { useAdminCounsellorPage } from './api/get-admin-counsellors.ts';
import { useUpdateCounsellor } from './api/update-counsellor.ts';
import { AdminCounsellorList } from './components/admin-counsellor-list.tsx';
import { CounsellorForm } from './components/counsellor-form.tsx';
import { fullName } from './lib/counsellor-format.ts';

const NOTICE_MS = 6000;
const ADMIN_PAGE_SIZE = 20;

/**
 * `/admin/counsellors`: invite, edit, deactivate and reactivate counsellors, a page at a time,
 * searched on the server.
 */
export default function AdminCounsellorsPage() {
  const paging = useListPaging();
  const counsellors = useAdminCounsellorPage({
    page: paging.page,
    limit: ADMIN_PAGE_SIZE,
    q: paging.q || undefined,
  });
  const create = useCreateCounsellor();
  const update = useUpdateCounsellor();
  const act = useCounsellorAction();
  const [editing, setEditing] = useState<AdminCounsellor | 'new' | null>(null);
  const [toDeactivate, setToDeactivate] = useState<AdminCounsellor | null>(null);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const [now] = useState(() => Date.now());
  const save = editing === 'new' ? create : update;

  function openForm(target: AdminCounsellor | 'new') {
    create.reset();
    update.reset();
    setEditing(target);
  }

  const saved = ({ message }: { message: string }) => {
    setEditing(null);
    showNotice({ kind: 'success', text: message });
  };

  function run(counsellor: AdminCounsellor, action: CounsellorAction) {
    act.mutate(
      { id: counsellor._id, action },
      {
        onSuccess: ({ message }) => showNotice({ kind: 'success', text: message }),
        onError: (error) => showNotice({ kind: 'error', text: error.message }),
        onSettled: () => setToDeactivate(null),
      },
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={m.staff_counsellors_title()} description={m.staff_counsellors_description()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">{m.staff_counsellors_title()}</h1>
        <Button onClick={() => openForm('new')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {m.staff_counsellors_invite()}
        </Button>
      </div>
      <p className="mt-2 max-w-2xl text-slate-700">{m.staff_counsellors_intro()}</p>
      <div className="mt-4">
        <StatusMessage kind={notice?.kind ?? 'success'}>{notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label={m.staff_counsellors_search()} paging={paging} />
      </div>
      <div className="mt-6" aria-busy={counsellors.isFetching}>
        {counsellors.isPending ? (
          <Loader label={m.staff_counsellors_loading()} />
        ) : counsellors.isError ? (
          <StatusMessage kind="error">{m.staff_counsellors_load_failed()}</StatusMessage>
        ) : counsellors.data.items.length === 0 && paging.page === 1 ? (
          <p className="text-slate-700">
            {paging.q ? m.staff_counsellors_none_match() : m.staff_counsellors_empty()}
          </p>
        ) : (
          <AdminCounsellorList
            counsellors={counsellors.data.items}
            now={now}
            busyId={act.isPending ? (act.variables?.id ?? null) : null}
            onEdit={openForm}
            onAction={(counsellor, action) =>
              action === 'deactivate' ? setToDeactivate(counsellor) : run(counsellor, action)
            }
          />
        )}
        {counsellors.data ? (
          <AdminListPager
            paging={paging}
            total={counsellors.data.total}
            limit={counsellors.data.limit}
            noun={m.staff_counsellors_noun()}
          />
        ) : null}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? m.staff_counsellors_invite() : m.staff_counsellors_edit()}
        onClose={() => setEditing(null)}
      >
        <CounsellorForm
          counsellor={editing === 'new' || editing === null ? undefined : editing}
          isSaving={save.isPending}
          onInvite={(body, onError) => create.mutate(body, { onSuccess: saved, onError })}
          onUpdate={(input, onError) =>
            editing !== 'new' &&
            editing !== null &&
            update.mutate({ id: editing._id, input }, { onSuccess: saved, onError })
          }
          onCancel={() => setEditing(null)}
        />
      </Modal>
      <ConfirmDialog
        open={toDeactivate !== null}
        title={m.staff_counsellors_deactivate_title()}
        confirmLabel={m.staff_counsellors_deactivate()}
        busyLabel={m.staff_counsellors_deactivating()}
        isBusy={act.isPending}
        onConfirm={() => toDeactivate && run(toDeactivate, 'deactivate')}
        onCancel={() => setToDeactivate(null)}
      >
        {toDeactivate ? (
          <MessageWithUserContent
            message={(name) => m.staff_counsellors_deactivate_text({ name })}
            content={fullName(toDeactivate)}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
