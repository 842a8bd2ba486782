import { Link } from 'react-router';
import { MessageSquareText } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';

/**
 * One quiet line on the booking page for someone without a verified number, leading to the
 * optional step and back to `returnTo`. Never in the way of booking.
 */
export function PhoneInvitation({ returnTo }: { returnTo: string }) {
  return (
    <p className="mt-4 flex max-w-2xl items-start gap-2 text-sm text-slate-800">
      <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        {m.phones_invitation()}{' '}
        <Link
          to={`/notifications/phone?${new URLSearchParams({ next: returnTo }).toString()}`}
          className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          {m.phones_invitation_link()}
        </Link>
      </span>
    </p>
  );
}
