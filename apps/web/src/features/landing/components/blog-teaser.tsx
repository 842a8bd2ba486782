import { Link } from 'react-router';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { buttonClasses } from '../../../components/button.tsx';
import { useLatestBlogs } from '../api/get-latest-blogs.ts';
import { BlogTeaserCard } from './blog-teaser-card.tsx';
import { m } from '../../../paraglide/messages.js';

function TeaserSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-12 grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200" />
      ))}
    </ul>
  );
}

/** The three newest posts; while the blog is unreachable or empty it says so gently. */
export function BlogTeaser() {
  const { data: blogs, isPending, isError } = useLatestBlogs();
  const hasBlogs = !!blogs && blogs.length > 0;
  return (
    <section aria-labelledby="blog-teaser-title" aria-busy={isPending} className="bg-sand-100 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="blog-teaser-title"
          eyebrow={m.public_landing_blog_eyebrow()}
          title={m.public_landing_blog_title()}
          intro={m.public_landing_blog_intro()}
        />
        {isPending ? <TeaserSkeleton /> : null}
        {hasBlogs ? (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {blogs.map((blog) => (
              <BlogTeaserCard key={blog._id} blog={blog} />
            ))}
          </ul>
        ) : null}
        {!isPending && !hasBlogs ? (
          <p role="status" className="mx-auto mt-10 max-w-xl text-center leading-relaxed text-slate-700">
            {isError ? m.public_landing_blog_error() : m.public_landing_blog_empty()}
          </p>
        ) : null}
        <p className="mt-12 text-center">
          <Link to="/blog" className={buttonClasses('secondary')}>
            {m.public_landing_blog_visit()}
          </Link>
        </p>
      </div>
    </section>
  );
}
