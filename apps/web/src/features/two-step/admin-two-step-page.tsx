import { useNavigate } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { m } from '../../paraglide/messages.js';
import { TwoStepPanel } from './components/two-step-panel.tsx';

/** `/admin/two-step`: the admin's two-step sign-in, in the admin frame. */
export default function AdminTwoStepPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={m.staff_two_step_title()} />
      <h1 className="font-serif text-3xl text-brand-800">{m.staff_two_step_title()}</h1>
      <p className="mt-2 text-slate-700">{m.staff_two_step_intro()}</p>
      <div className="mt-6">
        <TwoStepPanel onDone={() => void navigate('/adminpanel')} />
      </div>
    </div>
  );
}
