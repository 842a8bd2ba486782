import { BillingDetails } from './billing-details.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { m } from '../../../paraglide/messages.js';

/** The dashboard's Payments tab: the history with its documents, then the details invoices carry. */
export function PaymentsTab() {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="payments-heading">
        <h2 id="payments-heading" className="mb-4 font-serif text-2xl text-brand-800">
          {m.account_payments_title()}
        </h2>
        <PaymentHistory />
      </section>
      <section
        aria-labelledby="billing-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="billing-heading" className="font-serif text-2xl text-brand-800">
          {m.account_billing_title()}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-700">{m.account_billing_intro()}</p>
        <BillingDetails />
      </section>
    </div>
  );
}
