import type { Person } from '../about-content.ts';
import { m } from '../../../paraglide/messages.js';

const SIZES = { md: 'size-20', lg: 'size-32' } as const;

/** A person's illustrated portrait, round. */
export function Portrait({ person, size = 'md' }: { person: Person; size?: keyof typeof SIZES }) {
  const pixels = size === 'lg' ? 128 : 80;
  return (
    <img
      src={person.portrait}
      alt={m.public_about_illustrated_portrait({ name: person.name })}
      // Its alternative text is mostly the person's name, which is never translated.
      data-user-content
      width={pixels}
      height={pixels}
      loading="lazy"
      className={`shrink-0 rounded-full ${SIZES[size]}`}
    />
  );
}
