import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditQuery, AuditResponse } from '@sukoon/contract/audit';
import { apiRequest } from '../../../lib/api-client.ts';

export type AuditFilters = Omit<AuditQuery, 'cursor'>;

/** GET /api/admin/audit: one page of the trail, newest first. */
export function fetchSensitiveReads(filters: AuditFilters, cursor: string | undefined, signal?: AbortSignal) {
  const query = new URLSearchParams(
    Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return apiRequest<AuditResponse>(`/api/admin/audit${query ? `?${query}` : ''}`, { auth: true, signal });
}

/** The trail under some filters, a page at a time ("Show older"). */
export const useSensitiveReads = (filters: AuditFilters) =>
  useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ pageParam, signal }) => fetchSensitiveReads(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
