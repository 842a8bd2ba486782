import { useEffect } from 'react';
import { SITE } from '../lib/site-config.ts';

export interface ArticleMetaProps {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  /** Absolute. */
  image: string;
  author: string;
  /** ISO 8601. */
  datePublished: string;
}

/** Marks the tags below, here and in the server's copy (apps/api/src/plugins/web-app-pages.ts). */
const MARK = 'data-article-head';

/**
 * A post's canonical address, Open Graph tags and JSON-LD Article. The server writes them into the
 * HTML of /blog/{slug} for readers that run no script; this replaces them when the reader moves
 * to another post in the app and removes them when they leave, so a page never carries another's.
 * Title and description stay with PageMeta.
 */
export function ArticleMeta(article: ArticleMetaProps) {
  const { title, description, url, image, author, datePublished } = article;
  useEffect(() => {
    for (const old of document.head.querySelectorAll(`[${MARK}]`)) old.remove();
    const add = (tag: string, attributes: Record<string, string>, text?: string) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.setAttribute(MARK, '');
      if (text !== undefined) element.textContent = text;
      document.head.append(element);
    };
    const og = (property: string, content: string) => add('meta', { property, content });
    add('link', { rel: 'canonical', href: url });
    og('og:type', 'article');
    og('og:title', title);
    og('og:description', description);
    og('og:url', url);
    og('og:image', image);
    og('og:site_name', SITE.brand);
    // textContent is never parsed as HTML, so the JSON needs no escaping here.
    add(
      'script',
      { type: 'application/ld+json' },
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        description,
        author: { '@type': 'Person', name: author },
        datePublished,
        image: [image],
        mainEntityOfPage: url,
        publisher: { '@type': 'Organization', name: SITE.brand },
      }),
    );
    return () => {
      for (const element of document.head.querySelectorAll(`[${MARK}]`)) element.remove();
    };
  }, [title, description, url, image, author, datePublished]);
  return null;
}
