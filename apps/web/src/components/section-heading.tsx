/** A section's eyebrow, serif title and optional intro, centred or left-aligned. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
}) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 font-serif text-3xl text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p> : null}
    </div>
  );
}
