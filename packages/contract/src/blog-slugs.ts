/** The longest slug made from a title, before any "-2" suffix. */
export const MAX_SLUG_BASE_LENGTH = 80;

/**
 * A post's address from its title: lower-case ASCII letters and digits joined by single dashes
 * ("Anxiety & Sleep: 5 Tips" → "anxiety-sleep-5-tips"), "post" when nothing is left. The API adds
 * "-2", "-3" when another post has it; migration 0011 backfilled older posts by the same rule.
 */
export function blogSlugBase(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_BASE_LENGTH)
    .replace(/-+$/, '');
  return base || 'post';
}

/** A slug as the API makes them: what `/blog/{slug}` and `GET /api/blog/read/{slug}` accept. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
