import { OrganisationEmail } from '../../../components/organisation-email.tsx';
import { useGrievanceOfficer } from '../../../lib/public-config.ts';

const linkClasses = 'font-semibold text-brand-800 underline';

/**
 * Who hears complaints about personal data (Digital Personal Data Protection Act, 2023) and how to
 * reach them; without one configured, the organisation's own address.
 */
export function GrievanceOfficer() {
  const officer = useGrievanceOfficer();
  return (
    <>
      {officer ? (
        <p>
          If you are unhappy with how we handle your personal data, write to our grievance officer,{' '}
          <strong>{officer.name}</strong>, at{' '}
          <a href={`mailto:${officer.email}`} className={linkClasses}>
            {officer.email}
          </a>
          . Say what happened and, if it is about your account, the e-mail address you signed up with.
        </p>
      ) : (
        <p>
          If you are unhappy with how we handle your personal data, write to <OrganisationEmail />, marked
          &ldquo;Grievance&rdquo;.
        </p>
      )}
      <p className="mt-2">
        If you are not satisfied with our answer, you may take your complaint to the Data Protection Board of
        India.
      </p>
    </>
  );
}
