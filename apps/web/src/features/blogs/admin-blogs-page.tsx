import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Blog, CreateBlogInput } from '@sukoon/contract/blogs';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loader } from '../../components/loader.tsx';
import { Modal } from '../../components/modal.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useTimedMessage } from '../../lib/use-timed-message.ts';
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
  const [editing, setEditing] = useState<Blog | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  const save = editing === 'new' ? createBlog : updateBlog;

  const openForm = (target: Blog | 'new') => {
    createBlog.reset();
    updateBlog.reset();
    setEditing(target);
  };
  const submit = (input: CreateBlogInput) => {
    const done = (blog: Blog) => {
      setEditing(null);
      showNotice({ kind: 'success', text: `Saved “${blog.title}”.` });
    };
    if (editing === 'new') createBlog.mutate(input, { onSuccess: done });
    else if (editing) updateBlog.mutate({ id: editing._id, input }, { onSuccess: done });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteBlog.mutate(deleting._id, {
      onSuccess: (answer) => showNotice({ kind: 'success', text: answer.message || 'Blog deleted' }),
      onError: () => showNotice({ kind: 'error', text: 'Error deleting blog' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title="Manage Blogs" description="Write, edit and remove blog posts." />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-3xl text-brand-800">Manage Blogs</h1>
        <Button onClick={() => openForm('new')}>
          <Plus aria-hidden="true" className="size-4" />
          Add blog
        </Button>
      </div>
      <div className="mt-4">
        <StatusMessage kind={notice?.kind ?? 'success'}>{notice?.text}</StatusMessage>
      </div>
      <div className="mt-6">
        {blogs.isPending ? (
          <Loader label="Loading blog posts" />
        ) : blogs.isError ? (
          <StatusMessage kind="error">Could not load the blog posts. Please reload the page.</StatusMessage>
        ) : (
          <AdminBlogList blogs={newestFirst(blogs.data)} onEdit={openForm} onDelete={setDeleting} />
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Add blog' : 'Edit blog'}
        onClose={() => setEditing(null)}
      >
        <BlogForm
          blog={editing === 'new' || editing === null ? undefined : editing}
          isSaving={save.isPending}
          error={save.error?.message ?? null}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete blog"
        confirmLabel="Delete blog"
        busyLabel="Deleting..."
        isBusy={deleteBlog.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete “{deleting?.title}”? Readers will no longer see it.
      </ConfirmDialog>
    </div>
  );
}
