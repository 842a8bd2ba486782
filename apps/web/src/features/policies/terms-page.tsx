import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { Link } from 'react-router';
import { Accordion } from '../../components/accordion.tsx';
import { SITE } from '../../lib/site-config.ts';
import { PolicyLayout, PolicySection } from './components/policy-layout.tsx';
import { RefundRules } from './components/refund-rules.tsx';
import { TERMS_ITEMS } from './content/terms-items.tsx';

export default function TermsPage() {
  return (
    <PolicyLayout
      {...PAGE_HEADS['/terms-conditions']}
      intro={
        <p>
          These terms explain what you can expect from us and what we ask of you when you use {SITE.brand}. We
          have tried to keep them short and clear.
        </p>
      }
    >
      <section aria-labelledby="terms-title">
        <h2 id="terms-title" className="mb-4 font-serif text-2xl text-brand-900">
          Terms of use
        </h2>
        <Accordion items={TERMS_ITEMS} headingLevel={3} />
      </section>
      <PolicySection id="refund-and-cancellation" title="Refund and Cancellation">
        <p>
          There are no refunds or cancellations after a purchase, except in the one case below. We explain
          this up front so that you can decide with confidence.
        </p>
        <RefundRules />
        <p>
          Read the full{' '}
          <Link to="/refund-cancellation" className="font-semibold text-brand-800 underline">
            refund and cancellation policy
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
