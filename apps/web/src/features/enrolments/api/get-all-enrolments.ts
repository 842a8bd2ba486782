import { useQuery } from '@tanstack/react-query';
import type { AdminEnrolment } from '@sukoon/contract/enrolments';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/getallenrolledusers (admin): every course enrolment, newest first. */
export const fetchAllEnrolments = (signal?: AbortSignal) =>
  apiRequest<AdminEnrolment[]>('/api/getallenrolledusers', { auth: true, signal });

export const useAllEnrolments = () =>
  useQuery({ queryKey: ['admin', 'enrolments'], queryFn: ({ signal }) => fetchAllEnrolments(signal) });
