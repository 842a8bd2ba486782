import type { WebinarEnrollResponse } from '@sukoon/contract/enrolments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/webinars/:id/enroll (Bearer): a seat in a free webinar; repeating it is harmless. */
export const enrolFreeWebinar = (webinarId: string) =>
  apiRequest<WebinarEnrollResponse>(`/api/webinars/${encodeURIComponent(webinarId)}/enroll`, {
    method: 'POST',
    auth: true,
  });
