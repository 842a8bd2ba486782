import { rupeesToPaise, webinarPurchaseRequest } from '@sukoon/contract';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { webinarSeatMail } from '../../lib/mail-templates/purchase-mails.ts';
import type { PurchaseHandler } from '../payments/purchase-handler.ts';
import {
  findWebinar,
  findWebinarSeat,
  insertWebinarSeat,
  lockWebinarForSeat,
} from './webinar-seats-repository.ts';

export const WEBINAR_ARCHIVED = 'errors_webinar_withdrawn';

const webinarReceipt = (webinarId: string, userId: string) =>
  `webinar_${webinarId.slice(0, 10)}_${userId.slice(0, 10)}`;

/** Selling a seat in a paid, upcoming webinar. */
export function createWebinarPurchaseHandler({ appUrl }: { appUrl: string }): PurchaseHandler {
  return {
    purpose: 'webinar',
    async prepare(tx, userId, input, now) {
      const { webinarId } = webinarPurchaseRequest.parse(input);
      const webinar = await findWebinar(tx, webinarId);
      if (!webinar || webinar.deletedAt) throw notFound('errors_webinar_not_found');
      if (webinar.archivedAt) throw conflict(WEBINAR_ARCHIVED);
      if (webinar.priceRupees === 0) throw badRequest('errors_webinar_free');
      if (webinar.startsAt < now) throw badRequest('errors_webinar_past');
      if (await findWebinarSeat(tx, userId, webinar.id)) {
        throw new AppError('ALREADY_PAID', 'errors_webinar_already_paid');
      }
      return {
        amountPaise: rupeesToPaise(webinar.priceRupees),
        receipt: webinarReceipt(webinar.id, userId),
        webinarId: webinar.id,
      };
    },

    // A payment that arrives after the start, or after the webinar was archived, still gets its
    // seat: the order was placed while it was on sale.
    async fulfil(tx, payment, now) {
      const webinar = payment.webinarId ? await lockWebinarForSeat(tx, payment.webinarId) : undefined;
      if (!webinar || webinar.deletedAt) return 'unfulfillable';
      const inserted = await insertWebinarSeat(tx, {
        userId: payment.userId,
        webinarId: webinar.id,
        paymentId: payment.id,
        createdAt: now,
      });
      if (inserted) return 'applied';
      const existing = await findWebinarSeat(tx, payment.userId, webinar.id);
      return existing?.paymentId === payment.id ? 'already-applied' : 'unfulfillable';
    },

    async confirmationMail(db, payment, buyer) {
      const webinar = payment.webinarId ? await findWebinar(db, payment.webinarId) : undefined;
      return webinar && webinarSeatMail(buyer, webinar, payment.amountPaise, appUrl);
    },
  };
}
