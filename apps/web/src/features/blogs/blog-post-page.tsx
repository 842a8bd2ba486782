import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ArticleMeta } from '../../components/article-meta.tsx';
import { Loader } from '../../components/loader.tsx';
import { ItemUnavailable } from '../../components/item-unavailable.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useBlog } from './api/get-blog.ts';
import { BlogImage } from './components/blog-image.tsx';
import { BlogByline, BlogCategory } from './components/blog-byline.tsx';
import { blogAuthor, blogImage, toParagraphs } from './lib/blog-format.ts';
import { m } from '../../paraglide/messages.js';

// A function, so its words are drawn in the page's language when the page renders.
const BackLink = () => (
  <Link
    to="/blog"
    className="inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-brand-800 underline-offset-4 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {m.learning_blog_back()}
  </Link>
);

/** /blog/{slug}: one post in full, as plain text, with the head tags a shared link needs. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlog(slug.toLowerCase());
  const isMissing = post.error instanceof ApiError && post.error.status === 404;

  if (post.data) {
    const blog = post.data;
    const address = `${window.location.origin}/blog/${encodeURIComponent(blog.slug)}`;
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <PageMeta title={blog.title} description={blog.shortDescription} />
        <ArticleMeta
          title={blog.title}
          description={blog.shortDescription}
          url={address}
          image={new URL(blogImage(blog), window.location.origin).href}
          author={blogAuthor(blog)}
          datePublished={blog.date}
        />
        <BackLink />
        <article className="mt-6">
          <header>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              <BlogCategory blog={blog} />
            </p>
            <h1 data-user-content className="mt-2 font-serif text-3xl text-brand-900 sm:text-5xl">
              {blog.title}
            </h1>
            <p className="mt-4 text-slate-600">
              <BlogByline blog={blog} />
            </p>
          </header>
          <BlogImage
            src={blogImage(blog)}
            width={1200}
            height={675}
            eager
            className="mt-8 aspect-video w-full rounded-2xl"
          />
          <div data-user-content className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
            {toParagraphs(blog.content).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </article>
        <div className="mt-12 border-t border-slate-200 pt-6">
          <BackLink />
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      {post.isPending ? (
        <>
          <PageMeta
            title={m.learning_blog_post_meta_title()}
            description={m.learning_blog_post_meta_description()}
          />
          <Loader label={m.learning_blog_post_loading()} className="min-h-[40vh]" />
        </>
      ) : (
        <ItemUnavailable
          noun="post"
          isMissing={isMissing}
          back={{ to: '/blog', label: m.learning_blog_back() }}
        />
      )}
    </main>
  );
}
