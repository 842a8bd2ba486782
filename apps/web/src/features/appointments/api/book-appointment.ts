import type { BookAppointmentBody, BookAppointmentResponse } from '@sukoon/contract/appointments';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/appointments/book (Bearer): the paid request on this date and slot. */
export const bookAppointment = (body: BookAppointmentBody) =>
  apiRequest<BookAppointmentResponse>('/api/appointments/book', { method: 'POST', body, auth: true });
