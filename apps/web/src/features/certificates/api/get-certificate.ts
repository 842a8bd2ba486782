import { useQuery } from '@tanstack/react-query';
import type { Certificate } from '@sukoon/contract/learning';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/certificates/:code: public; 404 for a code nobody was given. */
export function fetchCertificate(code: string, signal?: AbortSignal): Promise<Certificate> {
  return apiRequest<Certificate>(`/api/certificates/${encodeURIComponent(code)}`, { signal });
}

export function useCertificate(code: string) {
  return useQuery({
    queryKey: ['certificates', code],
    queryFn: ({ signal }) => fetchCertificate(code, signal),
    retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
  });
}
