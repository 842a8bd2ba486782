import { Link, useNavigate } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { m } from '../../paraglide/messages.js';
import { TwoStepPanel } from './components/two-step-panel.tsx';

/** `/counsellor/two-step`: the counsellor's two-step sign-in, beside their desk and hours. */
export default function CounsellorTwoStepPage() {
  const navigate = useNavigate();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageMeta title={m.staff_two_step_title()} />
      <p>
        <Link
          to="/counsellor"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← {m.staff_desk_title()}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800 sm:text-4xl">{m.staff_two_step_title()}</h1>
      <p className="mt-2 text-slate-700">{m.staff_two_step_intro()}</p>
      <div className="mt-8">
        <TwoStepPanel onDone={() => void navigate('/counsellor')} />
      </div>
    </main>
  );
}
