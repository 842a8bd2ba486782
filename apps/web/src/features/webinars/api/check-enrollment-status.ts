import type { CheckEnrollmentStatusResponse } from '@sukoon/contract/enrolments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/checkEnrollmentStatus (Bearer): whether the user already has a seat. */
export const checkEnrollmentStatus = (webinarId: string) =>
  apiRequest<CheckEnrollmentStatusResponse>('/api/checkEnrollmentStatus', {
    method: 'POST',
    body: { webinarId },
    auth: true,
  });
