import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { Link } from 'react-router';
import { Accordion } from '../../components/accordion.tsx';
import { SITE } from '../../lib/site-config.ts';
import { PolicyLayout } from './components/policy-layout.tsx';
import { COOKIE_POLICY_ITEMS } from './content/cookie-policy-items.tsx';

export default function CookiePolicyPage() {
  return (
    <PolicyLayout
      {...PAGE_HEADS['/cookiepolicy']}
      intro={
        <>
          <p>
            Cookies are small files a website stores in your browser. This page explains which ones{' '}
            {SITE.brand} uses and why, in plain words.
          </p>
          <p>
            For how we collect and protect your personal information, please also read our{' '}
            <Link to="/privacy-policy" className="font-semibold text-brand-800 underline">
              privacy and data protection policy
            </Link>
            .
          </p>
        </>
      }
    >
      <Accordion items={COOKIE_POLICY_ITEMS} />
    </PolicyLayout>
  );
}
