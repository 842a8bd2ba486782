/** Honorifics left out of an address: Dr. Farah Shaikh lives at /counsellors/farah-shaikh. */
const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'prof']);

/** The address part of a name: lower-case ASCII words joined by '-'. */
export function slugBase(firstName: string, lastName: string): string {
  const words = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  const named = words[0] && HONORIFICS.has(words[0]) && words.length > 1 ? words.slice(1) : words;
  return named.join('-').slice(0, 60).replace(/-$/, '') || 'counsellor';
}

/** `base`, or `base-2`, `base-3`, … : the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
