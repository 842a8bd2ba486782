import { formatDate } from '../../../lib/dates.ts';

/** An enrolment instant as its day in India, in the page's language: '21 Nov 2026'. */
export const formatEnrolmentDay = (isoInstant: string): string => formatDate(isoInstant);
