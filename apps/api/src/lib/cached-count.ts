import type { TableVersions } from '../db/table-versions.ts';

/** Enough for every search an admin types in a day; bounded whatever callers ask. */
const MAX_COUNTS = 500;

/**
 * Totals of a paged list (`count(*)`, which reads every matching row) remembered per filter at the
 * table's version (decision 011): a page of 5,000 items then costs what a page of 50 does, and a
 * write anywhere, on any instance, moves the version so the next read counts again. The version is
 * taken before counting, so a write during the count is never hidden behind it.
 */
export function createCachedCount(tables: TableVersions, table: string) {
  const counts = new Map<string, { version: number; total: number }>();
  return async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
    const version = await tables.of(table);
    const known = counts.get(key);
    if (known?.version === version) return known.total;
    const total = await count();
    if (counts.size >= MAX_COUNTS && !counts.has(key)) counts.clear();
    counts.set(key, { version, total });
    return total;
  };
}

export type CachedCount = ReturnType<typeof createCachedCount>;

/** Without a table's versions (a seed inside one transaction, say) every total is counted. */
export const uncachedCount: CachedCount = (_key, count) => count();
