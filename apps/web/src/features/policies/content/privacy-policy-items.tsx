import { Link } from 'react-router';
import type { AccordionItem } from '../../../components/accordion.tsx';
import { OrganisationEmail } from '../../../components/organisation-email.tsx';
import { SITE } from '../../../lib/site-config.ts';
import { m } from '../../../paraglide/messages.js';
import { GrievanceOfficer } from '../components/grievance-officer.tsx';
import { Sentence } from '../components/sentence.tsx';

/** The privacy policy's sections, built at render so every text is in the page's language. */
export const privacyPolicyItems = (): readonly AccordionItem[] => [
  {
    id: 'collected',
    title: m.policies_privacy_collected_title(),
    content: (
      <>
        <p>{m.policies_privacy_collected_lead()}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>{m.policies_privacy_collected_identity()}</li>
          <li>{m.policies_privacy_collected_profile()}</li>
          <li>{m.policies_privacy_collected_bookings()}</li>
          <li>{m.policies_privacy_collected_payments()}</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: m.policies_privacy_use_title(),
    content: <p>{m.policies_privacy_use_body()}</p>,
  },
  {
    id: 'sharing',
    title: m.policies_privacy_sharing_title(),
    content: <p>{m.policies_privacy_sharing_body({ brand: SITE.brand })}</p>,
  },
  {
    id: 'security',
    title: m.policies_privacy_security_title(),
    content: <p>{m.policies_privacy_security_body({ brand: SITE.brand })}</p>,
  },
  {
    id: 'rights',
    title: m.policies_privacy_rights_title(),
    content: (
      <>
        <p>
          <Sentence
            parts={[
              m.policies_privacy_rights_before_link(),
              <Link key="link" to="/account-setting" className="font-semibold text-brand-800 underline">
                {m.policies_privacy_rights_link()}
              </Link>,
              m.policies_privacy_rights_after_link(),
            ]}
          />
        </p>
        <p className="mt-2">
          <Sentence
            parts={[
              m.policies_privacy_rights_other_before(),
              <OrganisationEmail key="email" />,
              m.policies_privacy_rights_other_after(),
            ]}
          />
        </p>
      </>
    ),
  },
  {
    id: 'grievance',
    title: m.policies_privacy_grievance_title(),
    content: <GrievanceOfficer />,
  },
];
