import { CrisisNote } from '../../components/crisis-note.tsx';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';
import { policyHead } from './lib/policy-heads.ts';
import { PolicyLayout, PolicySection } from './components/policy-layout.tsx';

export default function DisclaimerPage() {
  return (
    <PolicyLayout
      {...policyHead('/disclaimer-policy')}
      intro={<p>{m.policies_disclaimer_intro({ brand: SITE.brand })}</p>}
    >
      <PolicySection id="not-medical" title={m.policies_disclaimer_not_medical_title()}>
        <p>{m.policies_disclaimer_not_medical_body({ brand: SITE.brand })}</p>
      </PolicySection>
      <PolicySection id="not-emergency" title={m.policies_disclaimer_not_emergency_title()}>
        <p>{m.policies_disclaimer_not_emergency_body()}</p>
        <CrisisNote />
      </PolicySection>
      <PolicySection id="information" title={m.policies_disclaimer_information_title()}>
        <p>{m.policies_disclaimer_information_body()}</p>
      </PolicySection>
      <PolicySection id="external-links" title={m.policies_disclaimer_external_links_title()}>
        <p>{m.policies_disclaimer_external_links_body()}</p>
      </PolicySection>
    </PolicyLayout>
  );
}
