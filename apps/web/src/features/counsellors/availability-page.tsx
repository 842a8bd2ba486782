import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { AvailabilityPanel } from './components/availability-panel.tsx';

/** `/counsellor/availability`: the signed-in counsellor's weekly hours and time off. */
export default function CounsellorAvailabilityPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageMeta title="My hours" />
      <p>
        <Link
          to="/counsellor"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← My desk
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800 sm:text-4xl">My hours and time off</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Clients can book you in these hours, up to 7 days ahead. All times are Indian Standard Time.
      </p>
      <div className="mt-8">
        <AvailabilityPanel counsellorId={null} />
      </div>
    </main>
  );
}
