import type { ComponentType, ReactNode } from 'react';
import { Plus } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@sukoon/contract/paging';
import { useAdminEditor, type AdminEditorOptions } from '../lib/use-admin-editor.ts';
import type { ListPaging } from '../lib/use-list-paging.ts';
import { m } from '../paraglide/messages.js';
import { AdminContentList } from './admin-content-list.tsx';
import { AdminListPager, AdminListSearch } from './admin-list-controls.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Loader } from './loader.tsx';
import { MessageWithUserContent } from './message-with-user-content.tsx';
import { Modal } from './modal.tsx';
import { PageMeta } from './page-meta.tsx';
import { StatusMessage } from './status-message.tsx';

/** What an admin content form gets from the screen: the item to edit (none: a new one) and the save. */
export interface AdminContentFormProps<T, Input> {
  item?: T;
  isSaving: boolean;
  error: string | null;
  onSubmit: (input: Input, onError: (error: Error) => void) => void;
  onCancel: () => void;
}

/** The screen's words, in the page's language (message functions called at render). */
export interface AdminContentTexts {
  /** The heading and the page's title. */
  title: string;
  description: string;
  /** 'Add a course': the button, and the form's title for a new one. */
  add: string;
  edit: string;
  /** 'Delete course': the dialog's title and its button. */
  remove: string;
  removeText: (name: string) => string;
  search: string;
  loading: string;
  loadFailed: string;
  /** What the list holds, plural: 'courses'. */
  noun: string;
  empty: string;
  /** Shown when a search or filter matches nothing. */
  noneMatch: ReactNode;
}

/**
 * An admin's content list (blogs, courses, webinars): search, a page of rows with Edit and Delete,
 * the pager, the add / edit form in a modal and the delete confirmation, around useAdminEditor.
 */
export function AdminContentScreen<T extends { _id: string }, Input extends UpdateInput, UpdateInput>({
  texts,
  paging,
  list,
  editor: editorOptions,
  filters,
  isFiltered = paging.q !== '',
  order = (items) => items,
  media,
  details,
  form: Form,
}: {
  texts: AdminContentTexts;
  paging: ListPaging;
  list: UseQueryResult<Page<T>>;
  editor: AdminEditorOptions<T, Input, UpdateInput>;
  /** Filters beside the search field. */
  filters?: ReactNode;
  isFiltered?: boolean;
  order?: (items: T[]) => readonly T[];
  media: (item: T) => ReactNode;
  details: (item: T) => ReactNode;
  form: ComponentType<AdminContentFormProps<T, Input>>;
}) {
  const editor = useAdminEditor(editorOptions);
  const editing = editor.editing === 'new' ? undefined : (editor.editing ?? undefined);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={texts.title} description={texts.description} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">{texts.title}</h1>
        <Button onClick={() => editor.openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {texts.add}
        </Button>
      </div>
      <div className="mt-4">
        <StatusMessage kind={editor.notice?.kind ?? 'success'}>{editor.notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label={texts.search} paging={paging}>
          {filters}
        </AdminListSearch>
      </div>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Loader label={texts.loading} />
        ) : list.isError ? (
          <StatusMessage kind="error">{texts.loadFailed}</StatusMessage>
        ) : (
          <>
            {isFiltered && list.data.total === 0 ? (
              <p className="text-slate-700">{texts.noneMatch}</p>
            ) : (
              <AdminContentList
                items={order(list.data.items)}
                emptyText={texts.empty}
                nameOf={editorOptions.nameOf}
                media={media}
                details={details}
                onEdit={editor.openForm}
                onDelete={editor.openDelete}
              />
            )}
            <AdminListPager
              paging={paging}
              total={list.data.total}
              limit={list.data.limit}
              noun={texts.noun}
            />
          </>
        )}
      </div>
      <Modal
        open={editor.editing !== null}
        title={editing ? texts.edit : texts.add}
        onClose={editor.closeForm}
      >
        <Form
          // A new form for each item: what it holds is its own.
          key={editing?._id ?? 'new'}
          item={editing}
          isSaving={editor.isSaving}
          error={editor.saveError}
          onSubmit={editor.submit}
          onCancel={editor.closeForm}
        />
      </Modal>
      <ConfirmDialog
        open={editor.deleting !== null}
        title={texts.remove}
        confirmLabel={texts.remove}
        busyLabel={m.staff_deleting()}
        dismissLabel={m.staff_desk_dismiss()}
        isBusy={editor.isDeleting}
        error={editor.deleteError}
        onConfirm={editor.confirmDelete}
        onCancel={editor.closeDelete}
      >
        <MessageWithUserContent
          message={texts.removeText}
          content={editor.deleting ? editorOptions.nameOf(editor.deleting) : undefined}
        />
      </ConfirmDialog>
    </div>
  );
}
