import { PageMeta } from '../../components/page-meta.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';
import { TrustReasons } from './components/trust-reasons.tsx';
import { ProcessSteps } from './components/process-steps.tsx';
import { Specialities } from './components/specialities.tsx';
import { BlogTeaser } from './components/blog-teaser.tsx';
import { ClosingInvitation } from './components/closing-invitation.tsx';
import { m } from '../../paraglide/messages.js';

export default function LandingPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.public_landing_title()} description={m.public_landing_description()} />
      <WelcomeBanner />
      <TrustReasons />
      <ProcessSteps />
      <Specialities />
      <BlogTeaser />
      <ClosingInvitation />
    </main>
  );
}
