/**
 * Whether a signed-in user may see a paid webinar's meeting details (a paid seat). Admins and free
 * webinars never reach this check. app.ts passes the enrolments module's seat check to
 * registerWebinarsRoutes, so this module does not depend on payments.
 */
export type CanAccessPaidWebinar = (userId: string, webinarId: string) => Promise<boolean>;

/** For callers that never show meeting details to users (the demo seed). */
export const noPaidWebinarAccess: CanAccessPaidWebinar = async () => false;
