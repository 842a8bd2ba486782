import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { Accordion } from '../../components/accordion.tsx';
import { PolicyLayout } from './components/policy-layout.tsx';
import { PRIVACY_POLICY_ITEMS } from './content/privacy-policy-items.tsx';

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      {...PAGE_HEADS['/privacy-policy']}
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
