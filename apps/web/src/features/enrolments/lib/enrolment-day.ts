import { formatIstDate } from '@sukoon/contract/ist';

/** An enrolment instant as its day in India: '21 Nov 2026'. */
export const formatEnrolmentDay = (isoInstant: string): string => formatIstDate(isoInstant);
