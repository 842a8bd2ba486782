import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useMyPayments } from '../api/get-my-payments.ts';
import { PaymentCard } from './payment-card.tsx';
import { m } from '../../../paraglide/messages.js';

/** Every payment the signed-in person made: loading, failure, a calm empty state, or the list. */
export function PaymentHistory() {
  const payments = useMyPayments();
  if (payments.isPending) return <Loader label={m.account_payments_loading()} />;
  if (payments.isError) {
    return <StatusMessage kind="error">{m.account_payments_error()}</StatusMessage>;
  }
  if (payments.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-ink">{m.account_payments_none()}</p>
        <p className="mx-auto mt-2 max-w-prose text-slate-700">{m.account_payments_none_intro()}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to="/courses" className={buttonClasses('secondary')}>
            {m.account_payments_browse_courses()}
          </Link>
          <Link to="/booknow" className={buttonClasses('secondary')}>
            {m.account_payments_book_session()}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {payments.data.map((payment) => (
        <PaymentCard key={payment._id} payment={payment} />
      ))}
    </ul>
  );
}
