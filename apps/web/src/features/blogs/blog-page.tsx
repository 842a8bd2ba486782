import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useBlogs } from './api/get-blogs.ts';
import { BlogCard } from './components/blog-card.tsx';
import { newestFirst } from './lib/blog-format.ts';

export default function BlogPage() {
  const blogs = useBlogs();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta {...PAGE_HEADS['/blog']} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">Blog</h1>
        <p className="mt-3 text-lg text-slate-700">
          Thoughtful reading from our counsellors — small ideas you can try today.
        </p>
      </header>
      <div className="mt-10">
        {blogs.isPending ? (
          <Loader label="Loading the latest posts" />
        ) : blogs.isError ? (
          <StatusMessage kind="error">
            We could not load the blog right now. Please try again in a moment.
          </StatusMessage>
        ) : blogs.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
            No posts yet. Please check back soon.
          </p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {newestFirst(blogs.data).map((blog) => (
              <BlogCard key={blog._id} blog={blog} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
