import { Plus } from 'lucide-react';
import { AdminListPager, AdminListSearch } from '../../components/admin-list-controls.tsx';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminEditor } from '../../lib/use-admin-editor.ts';
import { useListPaging } from '../../lib/use-list-paging.ts';
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
    deletedText: 'Blog deleted',
    noticeMs: NOTICE_MS,
    deleteErrorText: 'Error deleting blog',
  });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title="Manage Blogs" description="Write, edit and remove blog posts." />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">Manage Blogs</h1>
        <Button onClick={() => editor.openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add blog
        </Button>
      </div>
      <div className="mt-4">
        <StatusMessage kind={editor.notice?.kind ?? 'success'}>{editor.notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        <AdminListSearch label="Search posts by title" paging={paging} />
      </div>
      <div className="mt-6" aria-busy={blogs.isFetching}>
        {blogs.isPending ? (
          <Loader label="Loading blog posts" />
        ) : blogs.isError ? (
          <StatusMessage kind="error">Could not load the blog posts. Please reload the page.</StatusMessage>
        ) : (
          <>
            {paging.q && blogs.data.total === 0 ? (
              <p className="text-slate-700">No post has “{paging.q}” in its title.</p>
            ) : (
              <AdminBlogList
                blogs={newestFirst(blogs.data.items)}
                onEdit={editor.openForm}
                onDelete={editor.openDelete}
              />
            )}
            <AdminListPager paging={paging} total={blogs.data.total} limit={blogs.data.limit} noun="posts" />
          </>
        )}
      </div>
      <Modal
        open={editor.editing !== null}
        title={editor.editing === 'new' ? 'Add blog' : 'Edit blog'}
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
        title="Delete blog"
        confirmLabel="Delete blog"
        busyLabel="Deleting..."
        isBusy={editor.isDeleting}
        onConfirm={editor.confirmDelete}
        onCancel={editor.closeDelete}
      >
        Delete “{editor.deleting?.title}”? Readers will no longer see it.
      </ConfirmDialog>
    </div>
  );
}
