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
import { useCreateBlog } from './api/create-blog.ts';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useBlogPage } from './api/get-blogs.ts';
import { useUpdateBlog } from './api/update-blog.ts';
import { AdminBlogList } from './components/admin-blog-list.tsx';
import { BlogForm } from './components/blog-form.tsx';
import { newestFirst } from './lib/blog-format.ts';

/** Spec §9: the delete message stays for 3 s. */
const NOTICE_MS = 3000;
const ADMIN_PAGE_SIZE = 20;

export default function AdminBlogsPage() {
  const paging = useListPaging();
  const blogs = useBlogPage({ page: paging.page, limit: ADMIN_PAGE_SIZE, q: paging.q || undefined });
  const createBlog = useCreateBlog();
  const updateBlog = useUpdateBlog();
  const deleteBlog = useDeleteBlog();
  const editor = useAdminEditor({
    create: createBlog,
    update: updateBlog,
    remove: deleteBlog,
    nameOf: (blog) => blog.title,
    deletedText: m.staff_blogs_deleted(),
    noticeMs: NOTICE_MS,
    deleteErrorText: m.staff_blogs_delete_failed(),
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={m.staff_admin_nav_blogs()} description={m.staff_panel_blogs()} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">{m.staff_admin_nav_blogs()}</h1>
        <Button onClick={() => editor.openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {m.staff_blogs_add()}
        </Button>
      </div>
      <div className="mt-4">
        <StatusMessage kind={editor.notice?.kind ?? 'success'}>{editor.notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label={m.staff_blogs_search()} paging={paging} />
      </div>
      <div className="mt-6" aria-busy={blogs.isFetching}>
        {blogs.isPending ? (
          <Loader label={m.staff_blogs_loading()} />
        ) : blogs.isError ? (
          <StatusMessage kind="error">{m.staff_blogs_load_failed()}</StatusMessage>
        ) : (
          <>
            {paging.q && blogs.data.total === 0 ? (
              <p className="text-slate-700">
                <MessageWithUserContent
                  message={(query) => m.staff_blogs_none_match({ query })}
                  content={paging.q}
                />
              </p>
            ) : (
              <AdminBlogList
                blogs={newestFirst(blogs.data.items)}
                onEdit={editor.openForm}
                onDelete={editor.openDelete}
              />
            )}
            <AdminListPager
              paging={paging}
              total={blogs.data.total}
              limit={blogs.data.limit}
              noun={m.staff_blogs_noun()}
            />
          </>
        )}
      </div>
      <Modal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? m.staff_blogs_add() : m.staff_blogs_edit()}
        onClose={editor.closeForm}
      >
        <BlogForm
          blog={editor.editing === 'new' || editor.editing === null ? undefined : editor.editing}
          isSaving={editor.isSaving}
          error={editor.saveError}
          onSubmit={editor.submit}
          onCancel={editor.closeForm}
        />
      </Modal>
      <ConfirmDialog
        open={editor.deleting !== null}
        title={m.staff_blogs_delete()}
        confirmLabel={m.staff_blogs_delete()}
        busyLabel={m.staff_deleting()}
        dismissLabel={m.staff_desk_dismiss()}
        isBusy={editor.isDeleting}
        onConfirm={editor.confirmDelete}
        onCancel={editor.closeDelete}
      >
        <MessageWithUserContent
          message={(name) => m.staff_blogs_delete_text({ name })}
          content={editor.deleting?.title}
        />
      </ConfirmDialog>
    </div>
  );
}
