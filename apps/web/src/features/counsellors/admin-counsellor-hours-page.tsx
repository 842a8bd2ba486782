import { Link, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useAdminCounsellorNames } from './api/get-admin-counsellor-names.ts';
import { AvailabilityPanel } from './components/availability-panel.tsx';

/** `/admin/counsellors/{id}/hours`: an admin edits any counsellor's weekly hours and time off. */
export default function AdminCounsellorHoursPage() {
  const counsellorId = useParams().counsellorId ?? '';
  const counsellor = useAdminCounsellorNames().data?.find((item) => item._id === counsellorId);
  const name = counsellor?.name ?? 'a counsellor';
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={`Hours of ${name}`} />
      <p>
        <Link
          to="/admin/counsellors"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← Counsellors
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800">Hours of {name}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Clients can book these hours up to 7 days ahead (IST). Changes never cancel a booked session.
      </p>
      <div className="mt-8">
        <AvailabilityPanel counsellorId={counsellorId} />
      </div>
    </div>
  );
}
