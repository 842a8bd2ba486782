import { Fragment, createElement, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message whose placeholders are elements (a number as a tap-to-call link, a link inside a
 * sentence): each language keeps its own word order, and the placeholders come back in the order
 * that language put them. `render` receives the marked inputs and returns the message's text.
 */
export function messageParts<Name extends string>(
  render: (inputs: Record<Name, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode[] {
  const names = Object.keys(parts) as Name[];
  const inputs = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<
    Name,
    string
  >;
  return render(inputs)
    .split(MARK)
    .map((piece, index) =>
      // Keyed, as children of one element in a list.
      createElement(Fragment, { key: index }, index % 2 === 0 ? piece : parts[names[Number(piece)] as Name]),
    );
}
