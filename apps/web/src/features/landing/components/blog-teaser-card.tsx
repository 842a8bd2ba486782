import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Blog } from '@sukoon/contract/blogs';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { messageParts } from '../../../lib/message-parts.tsx';

export const DEFAULT_BLOG_IMAGE = '/images/blog-default.svg';

/** One post in the home page teaser, with the spec's fallbacks for empty fields. */
export function BlogTeaserCard({ blog }: { blog: Blog }) {
  const date = formatDate(blog.date);
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
        {/* The post's own words (title, category, description, author) are its writer's, in their language. */}
        {blog.category ? (
          <p data-user-content className="text-sm font-semibold text-accent-600">
            {blog.category}
          </p>
        ) : (
          <p className="text-sm font-semibold text-accent-600">{m.public_landing_blog_uncategorized()}</p>
        )}
        <h3 data-user-content className="mt-2 font-serif text-xl text-brand-900">
          {blog.title}
        </h3>
        {blog.shortDescription ? (
          <p data-user-content className="mt-2 line-clamp-3 leading-relaxed text-slate-700">
            {blog.shortDescription}
          </p>
        ) : null}
        <p className="mt-4 text-sm text-slate-600">
          {blog.author
            ? messageParts((inputs) => m.public_landing_blog_by(inputs), {
                author: <span data-user-content>{blog.author}</span>,
              })
            : m.public_landing_blog_by({ author: m.public_landing_blog_unknown_author() })}
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
          {m.public_landing_blog_read_more()}
          <span
            data-user-content
            className="sr-only"
          >{` ${m.public_landing_blog_read_more_about({ title: blog.title })}`}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}
