import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useBillingDetails } from '../api/get-billing-details.ts';
import { BillingDetailsForm } from './billing-details-form.tsx';

/** The billing details section: loads what is stored, then the form. */
export function BillingDetails() {
  const details = useBillingDetails();
  if (details.isPending) return <Loader label="Loading your billing details" />;
  if (details.isError) {
    return (
      <StatusMessage kind="error">
        We could not load your billing details. Please try again later.
      </StatusMessage>
    );
  }
  return <BillingDetailsForm initial={details.data} />;
}
