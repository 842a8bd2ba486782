import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Blog } from '@sukoon/contract/blogs';
import { formatIstDate } from '@sukoon/contract/ist';

export const DEFAULT_BLOG_IMAGE = '/images/blog-default.svg';

/** One post in the home page teaser, with the spec's fallbacks for empty fields. */
export function BlogTeaserCard({ blog }: { blog: Blog }) {
  const date = formatIstDate(blog.date);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={blog.image || DEFAULT_BLOG_IMAGE}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_BLOG_IMAGE))
            event.currentTarget.src = DEFAULT_BLOG_IMAGE;
        }}
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-accent-600">{blog.category || 'Uncategorized'}</p>
        <h3 className="mt-2 font-serif text-xl text-brand-900">{blog.title}</h3>
        {blog.shortDescription ? (
          <p className="mt-2 line-clamp-3 leading-relaxed text-slate-700">{blog.shortDescription}</p>
        ) : null}
        <p className="mt-4 text-sm text-slate-600">
          By {blog.author || 'Unknown Author'}
          {date ? (
            <>
              {' · '}
              <time dateTime={blog.date}>{date}</time>
            </>
          ) : null}
        </p>
        <Link
          to={`/blog/${encodeURIComponent(blog.slug)}`}
          className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Read more
          <span className="sr-only">{` about ${blog.title}`}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}
