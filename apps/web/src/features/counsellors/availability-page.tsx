import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { m } from '../../paraglide/messages.js';
import { AvailabilityPanel } from './components/availability-panel.tsx';

/** `/counsellor/availability`: the signed-in counsellor's weekly hours and time off. */
export default function CounsellorAvailabilityPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageMeta title={m.staff_hours_title()} />
      <p>
        <Link
          to="/counsellor"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← {m.staff_desk_title()}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800 sm:text-4xl">{m.staff_desk_hours_link()}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.staff_hours_intro()}</p>
      <div className="mt-8">
        <AvailabilityPanel counsellorId={null} />
      </div>
    </main>
  );
}
