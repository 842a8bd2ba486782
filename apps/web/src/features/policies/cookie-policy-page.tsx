import { Link } from 'react-router';
import { Accordion } from '../../components/accordion.tsx';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';
import { policyHead } from './lib/policy-heads.ts';
import { PolicyLayout } from './components/policy-layout.tsx';
import { Sentence } from './components/sentence.tsx';
import { cookiePolicyItems } from './content/cookie-policy-items.tsx';

export default function CookiePolicyPage() {
  return (
    <PolicyLayout
      {...policyHead('/cookiepolicy')}
      intro={
        <>
          <p>{m.policies_cookie_intro({ brand: SITE.brand })}</p>
          <p>
            <Sentence
              parts={[
                m.policies_cookie_privacy_before_link(),
                <Link key="link" to="/privacy-policy" className="font-semibold text-brand-800 underline">
                  {m.policies_cookie_privacy_link()}
                </Link>,
                m.policies_cookie_privacy_after_link(),
              ]}
            />
          </p>
        </>
      }
    >
      <Accordion items={cookiePolicyItems()} />
    </PolicyLayout>
  );
}
