import type { AppContext } from '../../app-context.ts';
import { createAppointmentPurchaseHandler } from '../appointments/appointment-purchase.ts';
import { createCoursePurchaseHandler } from '../enrolments/course-purchase.ts';
import { createWebinarPurchaseHandler } from '../enrolments/webinar-purchase.ts';
import type { AppointmentEvents } from '../appointments/appointment-events.ts';
import type { PurchaseHandler, PurchasePurpose } from './purchase-handler.ts';

export type PurchaseHandlers = Record<PurchasePurpose, PurchaseHandler>;

/** Everything the product sells, by purpose. */
export function createPurchaseHandlers(
  ctx: Pick<AppContext, 'config'> & { appointmentEvents: AppointmentEvents },
): PurchaseHandlers {
  return {
    course: createCoursePurchaseHandler(ctx.config),
    webinar: createWebinarPurchaseHandler(ctx.config),
    appointment: createAppointmentPurchaseHandler(ctx.appointmentEvents),
  };
}
