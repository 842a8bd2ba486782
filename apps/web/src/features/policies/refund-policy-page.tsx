import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { OrganisationEmail, OrganisationPhoneClause } from '../../components/organisation-email.tsx';
import { PolicyLayout, PolicySection } from './components/policy-layout.tsx';
import { RefundRules } from './components/refund-rules.tsx';

export default function RefundPolicyPage() {
  return (
    <PolicyLayout
      {...PAGE_HEADS['/refund-cancellation']}
      intro={
        <p>
          We want you to feel sure before you pay. Please read how refunds and cancellations work for courses,
          webinars and appointments.
        </p>
      }
    >
      <PolicySection id="rules" title="Our policy at a glance">
        <RefundRules />
      </PolicySection>
      <PolicySection id="eligible" title="When you can get a refund">
        <p>
          If your payment went through but you were not enrolled — for example, because of a technical problem
          during checkout — you are entitled to a full refund. Write to us with your payment reference and we
          will look into it straight away.
        </p>
      </PolicySection>
      <PolicySection id="timing" title="How long a refund takes">
        <p>
          Approved refunds are processed within 7 days. Depending on your bank, it may take a few more working
          days for the amount to appear in your account.
        </p>
      </PolicySection>
      <PolicySection id="no-cancellations" title="Cancellations and partial refunds">
        <p>
          Once you are enrolled in a course or webinar, or your appointment has been requested, the purchase
          cannot be cancelled and we do not give partial refunds.
        </p>
      </PolicySection>
      <PolicySection id="refund-contact" title="Requesting a refund">
        <p>
          E-mail <OrganisationEmail /> <OrganisationPhoneClause before=" or call " /> with your name, the
          e-mail address on your account and your payment reference.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
