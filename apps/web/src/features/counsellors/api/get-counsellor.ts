import { useQuery } from '@tanstack/react-query';
import type { CounsellorProfile } from '@sukoon/contract/counsellors';
import { apiRequest } from '../../../lib/api-client.ts';
import { counsellorsKey } from './get-counsellors.ts';

/** GET /api/counsellors/{id or slug}: one profile, with qualifications and registration number. */
export const fetchCounsellor = (slug: string, signal?: AbortSignal) =>
  apiRequest<CounsellorProfile>(`/api/counsellors/${encodeURIComponent(slug)}`, { signal });

export function useCounsellor(slug: string) {
  return useQuery({
    queryKey: [...counsellorsKey, slug],
    queryFn: ({ signal }) => fetchCounsellor(slug, signal),
  });
}
