import { Accordion } from '../../components/accordion.tsx';
import { m } from '../../paraglide/messages.js';
import { policyHead } from './lib/policy-heads.ts';
import { PolicyLayout } from './components/policy-layout.tsx';
import { privacyPolicyItems } from './content/privacy-policy-items.tsx';

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout {...policyHead('/privacy-policy')} intro={<p>{m.policies_privacy_intro()}</p>}>
      <Accordion items={privacyPolicyItems()} />
    </PolicyLayout>
  );
}
