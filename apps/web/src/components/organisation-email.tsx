import { Link } from 'react-router';
import { useContactDetails } from '../lib/public-config.ts';
import { m } from '../paraglide/messages.js';

const linkClasses = 'font-semibold text-brand-800 underline';

/**
 * The organisation's configured e-mail address as a mailto: link, for sentences like "Write to
 * …"; without one, a link to the contact page instead of an address that does not exist.
 */
export function OrganisationEmail() {
  const { email, supportEmails } = useContactDetails();
  const address = email ?? supportEmails[0];
  if (!address) {
    return (
      <Link to="/contact" className={linkClasses}>
        {m.common_contact_page_link()}
      </Link>
    );
  }
  return (
    <a href={`mailto:${address}`} className={linkClasses}>
      {address}
    </a>
  );
}

/** The configured phone number for a sentence ("or call …"), or nothing. */
export function OrganisationPhoneClause({ before }: { before: string }) {
  const { phone } = useContactDetails();
  return phone ? `${before}${phone}` : null;
}
