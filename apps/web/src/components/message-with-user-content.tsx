import type { ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A translated sentence with one piece of user content (a name, a title) inside it, wherever the
 * language puts it: `message` gets a marker for the placeholder, and the content is drawn there in a
 * `data-user-content` span, so the language journey skips the name and reads the sentence.
 */
export function MessageWithUserContent({
  message,
  content,
}: {
  message: (marker: string) => string;
  content: ReactNode;
}) {
  const [before = '', ...after] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <span data-user-content="">{content}</span>
      {after.join('')}
    </>
  );
}
