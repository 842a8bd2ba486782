import { AdminContentScreen } from '../../components/admin-content-screen.tsx';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { useListPaging } from '../../lib/use-list-paging.ts';
import { m } from '../../paraglide/messages.js';
import { useCreateBlog } from './api/create-blog.ts';
import { useDeleteBlog } from './api/delete-blog.ts';
import { useBlogPage } from './api/get-blogs.ts';
import { useUpdateBlog } from './api/update-blog.ts';
import { BlogForm } from './components/blog-form.tsx';
import { BlogImage } from './components/blog-image.tsx';
import { blogAuthor, blogCategory, blogDate, blogImage, newestFirst } from './lib/blog-format.ts';

/** Spec §9: the delete message stays for 3 s. */
const NOTICE_MS = 3000;
const ADMIN_PAGE_SIZE = 20;

export default function AdminBlogsPage() {
  const paging = useListPaging();
  const blogs = useBlogPage({ page: paging.page, limit: ADMIN_PAGE_SIZE, q: paging.q || undefined });
  return (
    <AdminContentScreen
      texts={{
        title: m.staff_admin_nav_blogs(),
        description: m.staff_panel_blogs(),
        add: m.staff_blogs_add(),
        edit: m.staff_blogs_edit(),
        remove: m.staff_blogs_delete(),
        removeText: (name) => m.staff_blogs_delete_text({ name }),
        search: m.staff_blogs_search(),
        loading: m.staff_blogs_loading(),
        loadFailed: m.staff_blogs_load_failed(),
        noun: m.staff_blogs_noun(),
        empty: m.staff_blogs_empty(),
        noneMatch: (
          <MessageWithUserContent
            message={(query) => m.staff_blogs_none_match({ query })}
            content={paging.q}
          />
        ),
      }}
      paging={paging}
      list={blogs}
      editor={{
        create: useCreateBlog(),
        update: useUpdateBlog(),
        remove: useDeleteBlog(),
        nameOf: (blog) => blog.title,
        deletedText: m.staff_blogs_deleted(),
        noticeMs: NOTICE_MS,
        deleteErrorText: m.staff_blogs_delete_failed(),
      }}
      order={newestFirst}
      media={(blog) => (
        <BlogImage src={blogImage(blog)} width={96} height={54} className="h-14 w-24 shrink-0 rounded-lg" />
      )}
      details={(blog) => (
        <p className="text-sm text-slate-700">
          <span data-user-content>{blogCategory(blog)}</span> ·{' '}
          <span data-user-content>{blogAuthor(blog)}</span> · {blogDate(blog)}
        </p>
      )}
      form={BlogForm}
    />
  );
}
