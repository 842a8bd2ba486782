const TONES = ['bg-brand-100 text-brand-900', 'bg-sand-200 text-brand-900'] as const;

const initialsOf = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A round monogram standing in for a portrait. */
export function InitialsAvatar({
  name,
  size = 'md',
  tone = 0,
}: {
  name: string;
  size?: 'md' | 'lg';
  tone?: 0 | 1;
}) {
  const dimensions = size === 'lg' ? 'size-32 text-4xl' : 'size-20 text-2xl';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-serif ${dimensions} ${TONES[tone]}`}
    >
      {initialsOf(name)}
    </span>
  );
}
