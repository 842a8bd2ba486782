import { Plus } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminEditor } from '../../lib/use-admin-editor.ts';
import { useCreateBlog } from './api/create-blog.ts';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useBlogs } from './api/get-blogs.ts';
import { useUpdateBlog } from './api/update-blog.ts';
import { AdminBlogList } from './components/admin-blog-list.tsx';
import { BlogForm } from './components/blog-form.tsx';
import { newestFirst } from './lib/blog-format.ts';

/** Spec §9: the delete message stays for 3 s. */
const NOTICE_MS = 3000;

export default function AdminBlogsPage() {
  const blogs = useBlogs();
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
        {blogs.isPending ? (
          <Loader label="Loading blog posts" />
        ) : blogs.isError ? (
          <StatusMessage kind="error">Could not load the blog posts. Please reload the page.</StatusMessage>
        ) : (
          <AdminBlogList
            blogs={newestFirst(blogs.data)}
            onEdit={editor.openForm}
            onDelete={editor.openDelete}
          />
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
