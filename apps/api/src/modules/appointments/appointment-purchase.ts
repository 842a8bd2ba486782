import type { AppContext } from '../../app-context.ts';
import type { PurchaseHandler } from '../payments/purchase-handler.ts';
import { AppError } from '../../lib/app-error.ts';

/** The appointment purchase: a 15-minute hold on a slot, priced at the appointment fee. */
export function createAppointmentPurchaseHandler(ctx: AppContext): PurchaseHandler {
  void ctx;
  return {
    purpose: 'appointment',
    prepare: async () => {
      throw new AppError('BAD_REQUEST', 'Appointments cannot be booked yet.');
    },
    fulfil: async () => 'unfulfillable',
  };
}
