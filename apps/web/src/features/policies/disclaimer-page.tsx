import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { SITE } from '../../lib/site-config.ts';
import { CrisisNote } from '../../components/crisis-note.tsx';
import { PolicyLayout, PolicySection } from './components/policy-layout.tsx';

export default function DisclaimerPage() {
  return (
    <PolicyLayout
      {...PAGE_HEADS['/disclaimer-policy']}
      intro={
        <p>
          {SITE.brand} exists to support your emotional wellbeing. Please read what our services can and
          cannot do, so that you always get the right kind of help.
        </p>
      }
    >
      <PolicySection id="not-medical" title="Not a substitute for medical care">
        <p>
          Counselling, courses, webinars and articles on {SITE.brand} are for support and education. They do
          not replace diagnosis or treatment by a doctor or psychiatrist. Please consult a qualified medical
          professional about any health concern.
        </p>
      </PolicySection>
      <PolicySection id="not-emergency" title="Not an emergency service">
        <p>
          We cannot respond to emergencies. If you or someone near you is at risk, contact emergency services
          straight away.
        </p>
        <CrisisNote />
      </PolicySection>
      <PolicySection id="information" title="General information">
        <p>
          Articles and course material share general guidance that may not fit every situation. Every person's
          circumstances are different, and outcomes cannot be guaranteed.
        </p>
      </PolicySection>
      <PolicySection id="external-links" title="Links to other websites">
        <p>
          We sometimes link to other websites for further reading. We are not responsible for their content or
          their privacy practices.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
