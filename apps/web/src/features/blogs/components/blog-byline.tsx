import type { Blog } from '@sukoon/contract/blogs';
import { CategoryName } from '../../../components/category-name.tsx';
import { m } from '../../../paraglide/messages.js';
import { blogDate } from '../lib/blog-format.ts';

/** The post's category in the page's language, or 'Uncategorized' when it has none. */
export function BlogCategory({ blog }: { blog: Blog }) {
  const category = blog.category.trim();
  return category ? <CategoryName value={category} /> : <>{m.learning_blog_uncategorized()}</>;
}

/**
 * "By Asha Rao · 14 Dec 2024". The author's name is their own words; 'By' is a label before it,
 * so Hindi and Marathi read "लेखक: …" without gluing a name into a sentence.
 */
export function BlogByline({ blog }: { blog: Blog }) {
  const author = blog.author.trim();
  const date = blogDate(blog);
  return (
    <>
      <span>
        {author ? (
          <>
            {m.learning_blog_by()} <span data-user-content>{author}</span>
          </>
        ) : (
          m.learning_blog_by_unknown_author()
        )}
      </span>
      {date ? (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={blog.date}>{date}</time>
        </>
      ) : null}
    </>
  );
}
