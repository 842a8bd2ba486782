import type { Person } from '../about-content.ts';

const SIZES = { md: 'size-20', lg: 'size-32' } as const;

/** A person's illustrated portrait, round. */
export function Portrait({ person, size = 'md' }: { person: Person; size?: keyof typeof SIZES }) {
  const pixels = size === 'lg' ? 128 : 80;
  return (
    <img
      src={person.portrait}
      alt={`Illustrated portrait of ${person.name}`}
      width={pixels}
      height={pixels}
      loading="lazy"
      className={`shrink-0 rounded-full ${SIZES[size]}`}
    />
  );
}
