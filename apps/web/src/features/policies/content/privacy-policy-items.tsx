import type { AccordionItem } from '../../../components/accordion.tsx';
import { SITE } from '../../../lib/site-config.ts';
import { Link } from 'react-router';
import { OrganisationEmail } from '../../../components/organisation-email.tsx';
import { GrievanceOfficer } from '../components/grievance-officer.tsx';

export const PRIVACY_POLICY_ITEMS: readonly AccordionItem[] = [
  {
    id: 'collected',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to support you:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>your name, e-mail address and phone number when you create an account;</li>
          <li>profile details you choose to add, such as your language or date of birth;</li>
          <li>
            the courses, webinars and appointments you sign up for, and the reason you give for a booking;
          </li>
          <li>payment confirmations from our payment provider (we never see or store your card details).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    content: (
      <p>
        We use your information to run your account, arrange your sessions, send you course and appointment
        details by e-mail, process payments and answer your questions. We do not use it for advertising.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with third parties',
    content: (
      <p>
        None. We do not sell, rent or share your personal information with third parties for their own
        purposes. Only the services that help us run {SITE.brand} — such as our payment provider — process the
        minimum needed to do their job, on our behalf.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we keep your data secure',
    content: (
      <p>
        Your password is never stored as you type it: we keep only a secure, one-way hash of it, which cannot
        be turned back into the password. Connections to {SITE.brand} are encrypted. What you write when
        booking and your counsellor's session notes are stored encrypted, and every time an administrator or a
        counsellor opens them it is recorded in a log nobody can change. Access to personal information is
        limited to the people who need it to help you.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    content: (
      <>
        <p>
          You may see and correct your profile at any time. On{' '}
          <Link to="/account-setting" className="font-semibold text-brand-800 underline">
            Account Security
          </Link>{' '}
          you can download a copy of everything we hold about you, and delete your account: your personal
          details are then erased, and only the payment records the tax law requires are kept, without your
          name or contact details.
        </p>
        <p className="mt-2">
          For anything else about your data, write to <OrganisationEmail /> and we will respond promptly.
        </p>
      </>
    ),
  },
  {
    id: 'grievance',
    title: 'Grievance officer',
    content: <GrievanceOfficer />,
  },
];
