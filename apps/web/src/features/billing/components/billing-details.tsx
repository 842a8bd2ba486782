import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useBillingDetails } from '../api/get-billing-details.ts';
import { BillingDetailsForm } from './billing-details-form.tsx';
import { m } from '../../../paraglide/messages.js';

/** The billing details section: loads what is stored, then the form. */
export function BillingDetails() {
  const details = useBillingDetails();
  if (details.isPending) return <Loader label={m.account_billing_loading()} />;
  if (details.isError) {
    return <StatusMessage kind="error">{m.account_billing_load_error()}</StatusMessage>;
  }
  return <BillingDetailsForm initial={details.data} />;
}
