import { Link } from 'react-router';
import type { Blog } from '@sukoon/contract/blogs';
import { blogImage, blogPostPath } from '../lib/blog-format.ts';
import { BlogByline, BlogCategory } from './blog-byline.tsx';
import { BlogContent } from './blog-content.tsx';
import { BlogImage } from './blog-image.tsx';

/** One post: picture, category, title (a link to the post's own page), the text, author and date. */
export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <BlogImage src={blogImage(blog)} width={800} height={450} className="aspect-video w-full" />
        <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <BlogCategory blog={blog} />
          </p>
          <h2 data-user-content className="font-serif text-2xl text-brand-900">
            <Link
              to={blogPostPath(blog)}
              className="rounded underline-offset-4 hover:underline focus-visible:underline"
            >
              {blog.title}
            </Link>
          </h2>
          <div className="flex-1">
            <BlogContent content={blog.content} />
          </div>
          <p className="border-t border-slate-100 pt-3 text-sm text-slate-600">
            <BlogByline blog={blog} />
          </p>
        </div>
      </article>
    </li>
  );
}
