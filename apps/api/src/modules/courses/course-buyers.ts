import type { DbOrTx } from '../../db/client.ts';

/**
 * What the courses module asks about enrolments. services.ts passes the enrolments module's answers
 * (enrolments/content-buyers.ts), so this module does not depend on payments.
 */
export interface CourseBuyers {
  /** The ids of the courses the user is enrolled in. */
  enrolledCourseIds(userId: string): Promise<Set<string>>;
  /** Whether anyone is enrolled; asked inside the delete's transaction, with the course row locked. */
  hasBuyers(tx: DbOrTx, courseId: string): Promise<boolean>;
}

/** For callers that only write new content (the demo seed): nobody has bought anything yet. */
export const NO_COURSE_BUYERS: CourseBuyers = {
  enrolledCourseIds: async () => new Set(),
  hasBuyers: async () => false,
};
