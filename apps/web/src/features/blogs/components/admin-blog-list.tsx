import { Pencil, Trash2 } from 'lucide-react';
import type { Blog } from '@sukoon/contract/blogs';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import { blogAuthor, blogCategory, blogDate, blogImage } from '../lib/blog-format.ts';
import { BlogImage } from './blog-image.tsx';

/**
 * The admin's blog rows, each with Edit and Delete. Their screen-reader names carry the title, so
 * they are marked data-user-content: the language journey cannot tell a title inside an aria-label
 * from the page's own words.
 */
export function AdminBlogList({
  blogs,
  onEdit,
  onDelete,
}: {
  blogs: Blog[];
  onEdit: (blog: Blog) => void;
  onDelete: (blog: Blog) => void;
}) {
  if (blogs.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
        {m.staff_blogs_empty()}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {blogs.map((blog) => (
        <li key={blog._id} className="flex flex-wrap items-center gap-4 p-4">
          <BlogImage src={blogImage(blog)} width={96} height={54} className="h-14 w-24 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1 basis-48">
            <p data-user-content className="font-semibold break-words text-brand-900">
              {blog.title}
            </p>
            <p className="text-sm text-slate-700">
              <span data-user-content>{blogCategory(blog)}</span> ·{' '}
              <span data-user-content>{blogAuthor(blog)}</span> · {blogDate(blog)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => onEdit(blog)}
              aria-label={m.staff_edit_named({ name: blog.title })}
              data-user-content
            >
              <Pencil aria-hidden="true" className="size-4" />
              {m.staff_edit()}
            </Button>
            <Button
              variant="ghost"
              onClick={() => onDelete(blog)}
              aria-label={m.staff_delete_named({ name: blog.title })}
              data-user-content
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {m.staff_delete()}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
