import { Link } from 'react-router';
import { m } from '../../../paraglide/messages.js';

/** Where the number is verified, changed or removed (issue 30); back here afterwards. */
const PHONE_PAGE = '/notifications/phone?next=/profile';

const TEXT_LINK =
  'font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/**
 * Under the mobile number: whether an SMS code proved it, with the way to verify, change or remove
 * it. Nothing when the server does not say (`isVerified` undefined).
 */
export function PhoneVerificationLine({
  phone,
  isVerified,
}: {
  phone: string;
  isVerified: boolean | undefined;
}) {
  if (isVerified === undefined) return null;
  if (!phone) {
    return (
      <p className="mt-2 text-sm">
        <Link to={PHONE_PAGE} className={TEXT_LINK}>
          {m.account_profile_phone_add()}
        </Link>
      </p>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span
        className={`rounded-full px-3 py-1 font-medium ${
          isVerified ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'
        }`}
      >
        {isVerified ? m.account_profile_phone_verified() : m.account_profile_phone_not_verified()}
      </span>
      <Link to={PHONE_PAGE} className={`${TEXT_LINK} inline-flex min-h-11 items-center`}>
        {isVerified ? m.account_profile_phone_manage() : m.account_profile_phone_verify()}
      </Link>
    </p>
  );
}
