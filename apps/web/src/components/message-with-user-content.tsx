import type { ReactNode } from 'react';
import { messageParts } from '../lib/message-parts.tsx';

/**
 * A translated sentence with one piece of user content (a name, a title) inside it, wherever the
 * language puts it, drawn in a `data-user-content` span so the language journey skips the name and
 * reads the sentence. `message` gets a marker for the placeholder.
 */
export function MessageWithUserContent({
  message,
  content,
}: {
  message: (marker: string) => string;
  content: ReactNode;
}) {
  return messageParts((inputs: Record<'content', string>) => message(inputs.content), {
    content: <span data-user-content="">{content}</span>,
  });
}
