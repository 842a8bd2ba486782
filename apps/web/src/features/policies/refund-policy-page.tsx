import { OrganisationEmail } from '../../components/organisation-email.tsx';
import { useContactDetails } from '../../lib/public-config.ts';
import { m } from '../../paraglide/messages.js';
import { policyHead } from './lib/policy-heads.ts';
import { PolicyLayout, PolicySection } from './components/policy-layout.tsx';
import { RefundRules } from './components/refund-rules.tsx';
import { Sentence } from './components/sentence.tsx';

export default function RefundPolicyPage() {
  const { phone } = useContactDetails();
  return (
    <PolicyLayout {...policyHead('/refund-cancellation')} intro={<p>{m.policies_refund_intro()}</p>}>
      <PolicySection id="rules" title={m.policies_refund_rules_title()}>
        <RefundRules />
      </PolicySection>
      <PolicySection id="eligible" title={m.policies_refund_eligible_title()}>
        <p>{m.policies_refund_eligible_body()}</p>
      </PolicySection>
      <PolicySection id="sessions" title={m.policies_refund_sessions_title()}>
        <p>{m.policies_refund_sessions_body()}</p>
      </PolicySection>
      <PolicySection id="timing" title={m.policies_refund_timing_title()}>
        <p>{m.policies_refund_timing_body()}</p>
      </PolicySection>
      <PolicySection id="no-cancellations" title={m.policies_refund_no_cancellation_title()}>
        <p>{m.policies_refund_no_cancellation_body()}</p>
      </PolicySection>
      <PolicySection id="refund-contact" title={m.policies_refund_contact_title()}>
        <p>
          {/* The phone number joins the sentence only when one is configured. */}
          <Sentence
            parts={[
              m.policies_refund_contact_before(),
              <OrganisationEmail key="email" />,
              phone
                ? m.policies_refund_contact_after_with_phone({ phone })
                : m.policies_refund_contact_after(),
            ]}
          />
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
