import type { AppContext } from '../../app-context.ts';
import type { CourseBuyers } from '../courses/course-buyers.ts';
import type { WebinarSeats } from '../webinars/webinar-access.ts';
import { hasCourseEnrolments, listEnrolledCourseIds } from './course-enrolments-repository.ts';
import { findWebinarSeat, hasWebinarSeats } from './webinar-seats-repository.ts';

// The content modules' questions about buyers, answered here: services.ts passes these to them.

export function createCourseBuyers({ db }: Pick<AppContext, 'db'>): CourseBuyers {
  return {
    enrolledCourseIds: async (userId) => new Set(await listEnrolledCourseIds(db, userId)),
    hasBuyers: hasCourseEnrolments,
  };
}

/** A seat, free or bought through a verified payment. */
export function createWebinarSeats({ db }: Pick<AppContext, 'db'>): WebinarSeats {
  return {
    hasSeat: async (userId, webinarId) => (await findWebinarSeat(db, userId, webinarId)) !== undefined,
    hasBuyers: hasWebinarSeats,
  };
}
