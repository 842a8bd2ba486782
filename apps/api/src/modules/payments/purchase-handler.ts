import type { DbOrTx } from '../../db/client.ts';
import type { payments } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Buyer } from '../../lib/mail-templates/purchase-mails.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PurchasePurpose = 'course' | 'webinar' | 'appointment';

/** What a handler decides about a purchase before the order exists: the price is the server's. */
export interface PreparedPurchase {
  amountPaise: number;
  receipt: string;
  courseId?: string;
  webinarId?: string;
  /** Appointment holds are placed while preparing, inside the same transaction. */
  appointmentId?: string;
}

export type FulfilmentResult = 'applied' | 'already-applied' | 'unfulfillable';

/**
 * Each domain that sells something registers one handler; the payments module owns orders,
 * signatures, webhooks and refunds, and calls the handler inside its transactions.
 */
export interface PurchaseHandler {
  purpose: PurchasePurpose;
  /**
   * Validates `input` (the /api/create body, already parsed by the purpose's schema), refuses what
   * cannot be bought with an AppError (4xx), and prices it. Runs inside the order transaction.
   * `clientAddress` is the buyer's network address (appointment holds are capped per address).
   */
  prepare(
    tx: DbOrTx,
    userId: string,
    input: unknown,
    now: Date,
    clientAddress: string,
  ): Promise<PreparedPurchase>;
  /**
   * Applies a verified payment's effect (enrolment, seat, pending appointment) idempotently in the
   * caller's transaction. 'unfulfillable' makes the payments module refund the payment.
   */
  fulfil(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<FulfilmentResult>;
  /**
   * The e-mail confirming the purchase, built after the commit of the one `fulfil` that answered
   * 'applied', so a repeated verify or webhook never sends it twice.
   */
  confirmationMail(db: DbOrTx, payment: PaymentRow, buyer: Buyer): Promise<MailMessage | undefined>;
}

/** Everything the product sells, by purpose (built in services.ts: payments imports no seller). */
export type PurchaseHandlers = Record<PurchasePurpose, PurchaseHandler>;
