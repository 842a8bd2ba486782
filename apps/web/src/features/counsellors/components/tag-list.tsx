/** Short labels in calm pills (specialities, languages), named for screen readers. */
export function TagList({
  label,
  items,
  tone = 'brand',
}: {
  label: string;
  items: string[];
  tone?: 'brand' | 'sand';
}) {
  if (items.length === 0) return null;
  const colours = tone === 'brand' ? 'bg-brand-50 text-brand-800' : 'bg-sand-100 text-slate-800';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-xs font-medium ${colours}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
