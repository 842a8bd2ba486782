import { useId, useState } from 'react';
import { m } from '../../../paraglide/messages.js';
import { toParagraphs } from '../lib/blog-format.ts';

/** Longer posts open folded; all of the text stays on the page for search and screen readers. */
const FOLD_AFTER_CHARACTERS = 280;

/** A blog's text as paragraphs (always plain text), with 'Read more' for long posts. */
export function BlogContent({ content }: { content: string }) {
  const id = useId();
  const [isExpanded, setExpanded] = useState(false);
  const paragraphs = toParagraphs(content);
  const isLong = content.length > FOLD_AFTER_CHARACTERS || paragraphs.length > 1;
  const isFolded = isLong && !isExpanded;
  return (
    <div>
      <div
        id={id}
        data-user-content
        className={`relative space-y-3 leading-relaxed text-slate-700 ${isFolded ? 'max-h-28 overflow-hidden' : ''}`}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
        {isFolded ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-white"
          />
        ) : null}
      </div>
      {isLong ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded(!isExpanded)}
          className="mt-2 min-h-11 rounded-full px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {isExpanded ? m.learning_blog_show_less() : m.learning_blog_read_more()}
        </button>
      ) : null}
    </div>
  );
}
