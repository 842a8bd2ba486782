import { Link } from 'react-router';
import type { AccordionItem } from '../../../components/accordion.tsx';
import { SITE } from '../../../lib/site-config.ts';
import { OrganisationEmail } from '../../../components/organisation-email.tsx';

export const COOKIE_POLICY_ITEMS: readonly AccordionItem[] = [
  {
    id: 'essential',
    title: 'Essential cookies',
    content: (
      <>
        <p>
          Some small pieces of information must be stored in your browser for {SITE.brand} to work. They keep
          you signed in as you move between pages, remember the steps of a booking or payment, and protect
          your account against misuse.
        </p>
        <p>These cannot be switched off, because the site cannot work safely without them.</p>
      </>
    ),
  },
  {
    id: 'performance',
    title: 'Performance cookies',
    content: (
      <p>
        Performance cookies help us understand, in an anonymous and combined way, how pages load and where
        visitors run into trouble. We use what we learn only to make the site faster and easier to use. They
        never tell us who you are or what you discuss with a counsellor.
      </p>
    ),
  },
  {
    id: 'third-party',
    title: 'Third-party cookies',
    content: (
      <p>
        A few trusted services we rely on may set their own cookies: our payment provider during checkout (to
        process your payment securely and prevent fraud), Google when you choose to sign in with your Google
        account, and YouTube when you play a course video. Their use of cookies is covered by their own
        privacy policies.
      </p>
    ),
  },
  {
    id: 'purpose',
    title: 'Why we use cookies',
    content: (
      <p>
        We use cookies only to run the service you asked for, to keep it secure, and to improve it. We do not
        use them for advertising, and we never sell information about your visits to anyone.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If the way we use cookies changes, we will update this page and the date at the top. Where a change is
        significant, we will let registered users know by e-mail.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about cookies or your privacy? Write to us at <OrganisationEmail /> or visit our{' '}
        <Link to="/contact" className="font-semibold text-brand-800 underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
];
