import { Link } from 'react-router';
import { Accordion } from '../../components/accordion.tsx';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';
import { policyHead } from './lib/policy-heads.ts';
import { PolicyLayout, PolicySection } from './components/policy-layout.tsx';
import { RefundRules } from './components/refund-rules.tsx';
import { Sentence } from './components/sentence.tsx';
import { termsItems } from './content/terms-items.tsx';

export default function TermsPage() {
  return (
    <PolicyLayout
      {...policyHead('/terms-conditions')}
      intro={<p>{m.policies_terms_intro({ brand: SITE.brand })}</p>}
    >
      <section aria-labelledby="terms-title">
        <h2 id="terms-title" className="mb-4 font-serif text-2xl text-brand-900">
          {m.policies_terms_heading()}
        </h2>
        <Accordion items={termsItems()} headingLevel={3} />
      </section>
      <PolicySection id="refund-and-cancellation" title={m.policies_terms_refund_title()}>
        <p>{m.policies_terms_refund_lead()}</p>
        <RefundRules />
        <p>
          <Sentence
            parts={[
              m.policies_terms_refund_read_before_link(),
              <Link key="link" to="/refund-cancellation" className="font-semibold text-brand-800 underline">
                {m.policies_terms_refund_read_link()}
              </Link>,
              m.policies_terms_refund_read_after_link(),
            ]}
          />
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
