import { OrganisationEmail } from '../../../components/organisation-email.tsx';
import { useGrievanceOfficer } from '../../../lib/public-config.ts';
import { m } from '../../../paraglide/messages.js';
import { Sentence } from './sentence.tsx';

const linkClasses = 'font-semibold text-brand-800 underline';

/**
 * Who hears complaints about personal data (Digital Personal Data Protection Act, 2023) and how to
 * reach them; without one configured, the organisation's own address. The officer's name comes from
 * configuration and is shown as written, in every language.
 */
export function GrievanceOfficer() {
  const officer = useGrievanceOfficer();
  return (
    <>
      <p>
        {officer ? (
          <Sentence
            parts={[
              m.policies_grievance_officer_before(),
              <strong key="name" data-user-content>
                {officer.name}
              </strong>,
              m.policies_grievance_officer_middle(),
              <a key="email" href={`mailto:${officer.email}`} className={linkClasses}>
                {officer.email}
              </a>,
              m.policies_grievance_officer_after(),
            ]}
          />
        ) : (
          <Sentence
            parts={[
              m.policies_grievance_fallback_before(),
              <OrganisationEmail key="email" />,
              m.policies_grievance_fallback_after(),
            ]}
          />
        )}
      </p>
      <p className="mt-2">{m.policies_grievance_board()}</p>
    </>
  );
}
