import { CircleAlert, CircleCheck } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';

/** "Verified" or "Not verified", in words as well as colour. */
export function PhoneStatusBadge({ isVerified }: { isVerified: boolean }) {
  const Icon = isVerified ? CircleCheck : CircleAlert;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${
        isVerified ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {isVerified ? m.phones_status_verified() : m.phones_status_not_verified()}
    </span>
  );
}
