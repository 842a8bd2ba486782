import type { DbOrTx } from '../../db/client.ts';

/**
 * What the webinars module asks about seats. services.ts passes the enrolments module's answers
 * (enrolments/content-buyers.ts), so this module does not depend on payments.
 */
export interface WebinarSeats {
  /** Whether the user holds a seat: bought, or taken in a free webinar. */
  hasSeat(userId: string, webinarId: string): Promise<boolean>;
  /** Whether anyone holds a seat; asked inside the delete's transaction, with the webinar row locked. */
  hasBuyers(tx: DbOrTx, webinarId: string): Promise<boolean>;
}

/** For callers that only write new content (the demo seed): nobody holds a seat yet. */
export const NO_WEBINAR_SEATS: WebinarSeats = {
  hasSeat: async () => false,
  hasBuyers: async () => false,
};
