/** The query string of a paged list call: only what is set, in a fixed order (one cache entry each). */
export function pageSearch(query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The address of page `page` of `path`, keeping its other parameters; page 1 is the bare path. */
export function pageAddress(
  path: string,
  page: number,
  params: Record<string, string | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
