import { Fragment, type ReactNode } from 'react';

// Private-use characters cannot occur in a translation, so they mark where each part goes.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * A message with elements inside it (a name as a link, a user's words marked as user content):
 * each language orders its own sentence around `{placeholders}`, and every placeholder comes back
 * as the node given for it. `message` is the message function, called here, at render.
 */
export function messageParts<Name extends string>(
  message: (inputs: Record<Name, string>) => string,
  parts: Record<Name, ReactNode>,
): ReactNode {
  const names = Object.keys(parts) as Name[];
  const markers = Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`])) as Record<
    Name,
    string
  >;
  const pieces = message(markers).split(new RegExp(`${OPEN}(.*?)${CLOSE}`, 'u'));
  // split keeps the captured names at the odd places.
  return pieces.map((piece, index) =>
    index % 2 === 1 ? (
      <Fragment key={index}>{parts[piece as Name]}</Fragment>
    ) : (
      <Fragment key={index}>{piece}</Fragment>
    ),
  );
}
