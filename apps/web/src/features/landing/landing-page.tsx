import { PageMeta } from '../../components/page-meta.tsx';
import { WelcomeBanner } from './components/welcome-banner.tsx';
import { TrustReasons } from './components/trust-reasons.tsx';
import { ProcessSteps } from './components/process-steps.tsx';
import { Specialities } from './components/specialities.tsx';
import { BlogTeaser } from './components/blog-teaser.tsx';
import { ClosingInvitation } from './components/closing-invitation.tsx';

export default function LandingPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta
        title="Online counselling and mental-health support"
        description="Talk privately with a qualified counsellor online. Expert courses, live webinars and gentle reading on depression, anxiety, parenting, relationships and sexual wellness."
      />
      <WelcomeBanner />
      <TrustReasons />
      <ProcessSteps />
      <Specialities />
      <BlogTeaser />
      <ClosingInvitation />
    </main>
  );
}
