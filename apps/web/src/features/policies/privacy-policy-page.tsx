import { Accordion } from '../../components/accordion.tsx';
import { SITE } from '../../lib/site-config.ts';
import { PolicyLayout } from './components/policy-layout.tsx';
import { PRIVACY_POLICY_ITEMS } from './content/privacy-policy-items.tsx';

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      description={`What personal information ${SITE.brand} collects, how we use and protect it, and your rights.`}
      intro={
        <p>
          What you share with us is deeply personal. This policy explains what we collect, why, and how we
          keep it safe — so you can focus on feeling better.
        </p>
      }
    >
      <Accordion items={PRIVACY_POLICY_ITEMS} />
    </PolicyLayout>
  );
}
