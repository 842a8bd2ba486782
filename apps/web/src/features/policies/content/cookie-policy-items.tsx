import { Link } from 'react-router';
import type { AccordionItem } from '../../../components/accordion.tsx';
import { OrganisationEmail } from '../../../components/organisation-email.tsx';
import { SITE } from '../../../lib/site-config.ts';
import { m } from '../../../paraglide/messages.js';
import { Sentence } from '../components/sentence.tsx';

/** The cookie policy's sections, built at render so every text is in the page's language. */
export const cookiePolicyItems = (): readonly AccordionItem[] => [
  {
    id: 'essential',
    title: m.policies_cookie_essential_title(),
    content: (
      <>
        <p>{m.policies_cookie_essential_body({ brand: SITE.brand })}</p>
        <p>{m.policies_cookie_essential_required()}</p>
      </>
    ),
  },
  {
    id: 'performance',
    title: m.policies_cookie_performance_title(),
    content: <p>{m.policies_cookie_performance_body()}</p>,
  },
  {
    id: 'third-party',
    title: m.policies_cookie_third_party_title(),
    content: <p>{m.policies_cookie_third_party_body()}</p>,
  },
  {
    id: 'purpose',
    title: m.policies_cookie_purpose_title(),
    content: <p>{m.policies_cookie_purpose_body()}</p>,
  },
  {
    id: 'changes',
    title: m.policies_cookie_changes_title(),
    content: <p>{m.policies_cookie_changes_body()}</p>,
  },
  {
    id: 'contact',
    title: m.policies_cookie_contact_title(),
    content: (
      <p>
        <Sentence
          parts={[
            m.policies_cookie_contact_before(),
            <OrganisationEmail key="email" />,
            m.policies_cookie_contact_middle(),
            <Link key="link" to="/contact" className="font-semibold text-brand-800 underline">
              {m.policies_cookie_contact_link()}
            </Link>,
            m.policies_cookie_contact_after(),
          ]}
        />
      </p>
    ),
  },
];
