import { webinarPurchaseRequest } from '@sukoon/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { webinarSeatMail } from '../../lib/mail-templates/purchase-mails.ts';
import type { PurchaseHandler } from '../payments/purchase-handler.ts';
import {
  findWebinar,
  findWebinarSeat,
  insertWebinarSeat,
  lockWebinarForSeat,
} from './webinar-seats-repository.ts';
import type { AppContext } from '../../app-context.ts';
import { assertOnSale, fulfilOnce, saleOrder } from './content-purchase.ts';

export const WEBINAR_ARCHIVED = 'errors_webinar_withdrawn';

const SALE_ERRORS = {
  missing: 'errors_webinar_not_found',
  withdrawn: WEBINAR_ARCHIVED,
  free: 'errors_webinar_free',
} as const;

/** Selling a seat in a paid, upcoming webinar. */
export function createWebinarPurchaseHandler({ config }: Pick<AppContext, 'config'>): PurchaseHandler {
  const { appUrl } = config;
  return {
    purpose: 'webinar',
    async prepare(tx, userId, input, now) {
      const { webinarId } = webinarPurchaseRequest.parse(input);
      const webinar = await findWebinar(tx, webinarId);
      assertOnSale(webinar, SALE_ERRORS);
      if (webinar.startsAt < now) throw badRequest('errors_webinar_past');
      if (await findWebinarSeat(tx, userId, webinar.id)) {
        throw new AppError('ALREADY_PAID', 'errors_webinar_already_paid');
      }
      return { ...saleOrder('webinar', webinar, userId), webinarId: webinar.id };
    },

    // A payment that arrives after the start, or after the webinar was archived, still gets its
    // seat: the order was placed while it was on sale.
    async fulfil(tx, payment, now) {
      const webinar = payment.webinarId ? await lockWebinarForSeat(tx, payment.webinarId) : undefined;
      return fulfilOnce(webinar, payment.id, {
        insert: (found) =>
          insertWebinarSeat(tx, {
            userId: payment.userId,
            webinarId: found.id,
            paymentId: payment.id,
            createdAt: now,
          }),
        paymentOfExisting: async (found) => (await findWebinarSeat(tx, payment.userId, found.id))?.paymentId,
      });
    },

    async confirmationMail(db, payment, buyer) {
      const webinar = payment.webinarId ? await findWebinar(db, payment.webinarId) : undefined;
      return webinar && webinarSeatMail(buyer, webinar, payment.amountPaise, appUrl);
    },
  };
}
