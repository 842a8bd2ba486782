import { PUBLIC_PAGE_SIZE, pageFromAddress } from '@sukoon/contract/paging';
import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { pageAddress } from '../../lib/page-search.ts';
import { m } from '../../paraglide/messages.js';
import { useBlogPage } from './api/get-blogs.ts';
import { BlogCard } from './components/blog-card.tsx';
import { newestFirst } from './lib/blog-format.ts';

const emptyClass =
  'rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700';

/** `/blog?page=N`: a dozen posts at a time, newest first. */
export default function BlogPage() {
  const [params] = useSearchParams();
  const page = pageFromAddress(params.get('page'));
  const blogs = useBlogPage({ page, limit: PUBLIC_PAGE_SIZE });
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <PageMeta title={m.learning_blog_title()} description={m.learning_blog_meta_description()} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">{m.learning_blog_title()}</h1>
        <p className="mt-3 text-lg text-slate-700">{m.learning_blog_intro()}</p>
      </header>
      <div className="mt-10" aria-busy={blogs.isPlaceholderData}>
        {blogs.isPending ? (
          <Loader label={m.learning_blog_loading()} />
        ) : blogs.isError ? (
          <StatusMessage kind="error">{m.learning_blog_load_error()}</StatusMessage>
        ) : blogs.data.total === 0 ? (
          <p className={emptyClass}>{m.learning_blog_empty()}</p>
        ) : blogs.data.items.length === 0 ? (
          <p className={emptyClass}>
            {m.learning_blog_no_page({ page })}{' '}
            <Link to="/blog" className="font-medium text-brand-700 underline underline-offset-4">
              {m.learning_blog_newest()}
            </Link>
          </p>
        ) : (
          <>
            {page > 1 ? <p className="sr-only">{m.learning_blog_page_of({ page })}</p> : null}
            <ul className={`grid gap-8 md:grid-cols-2 ${blogs.isPlaceholderData ? 'opacity-60' : ''}`}>
              {newestFirst(blogs.data.items).map((blog) => (
                <BlogCard key={blog._id} blog={blog} />
              ))}
            </ul>
            <Pagination
              label={m.learning_blog_pages_label()}
              page={page}
              total={blogs.data.total}
              limit={blogs.data.limit}
              hrefFor={(n) => pageAddress('/blog', n)}
            />
          </>
        )}
      </div>
    </main>
  );
}
