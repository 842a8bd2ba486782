import type { Db } from '../../db/client.ts';
import type { CanAccessPaidWebinar } from '../webinars/webinar-access.ts';
import { findWebinarSeat } from './webinar-seats-repository.ts';

/** The webinars module's paid-seat check: a seat, bought through a verified payment. */
export function createPaidWebinarAccess(db: Db): CanAccessPaidWebinar {
  return async (userId, webinarId) => (await findWebinarSeat(db, userId, webinarId)) !== undefined;
}
