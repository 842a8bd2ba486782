import { Fragment, type ReactNode } from 'react';

/** Closing punctuation sits against the word before it, in every language. */
const CLOSING_PUNCTUATION = /^[.,;:!?।)]/;

/**
 * One sentence from several messages around a link, an address or a name: each language orders its
 * own parts, and translators write each part without caring for the spaces between them.
 */
export function Sentence({ parts }: { parts: readonly ReactNode[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && !(typeof part === 'string' && CLOSING_PUNCTUATION.test(part)) ? ' ' : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
