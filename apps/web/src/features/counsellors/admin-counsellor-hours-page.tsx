import { Link, useParams } from 'react-router';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { m } from '../../paraglide/messages.js';
import { useAdminCounsellorNames } from './api/get-admin-counsellor-names.ts';
import { AvailabilityPanel } from './components/availability-panel.tsx';

/** `/admin/counsellors/{id}/hours`: an admin edits any counsellor's weekly hours and time off. */
export default function AdminCounsellorHoursPage() {
  const counsellorId = useParams().counsellorId ?? '';
  const counsellor = useAdminCounsellorNames().data?.find((item) => item._id === counsellorId);
  const name = counsellor?.name ?? null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={name ? m.staff_counsellor_hours_of({ name }) : m.staff_counsellor_hours_unknown()} />
      <p>
        <Link
          to="/admin/counsellors"
          className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          ← {m.staff_admin_nav_counsellors()}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl text-brand-800">
        {name ? (
          <MessageWithUserContent
            message={(marker) => m.staff_counsellor_hours_of({ name: marker })}
            content={name}
          />
        ) : (
          m.staff_counsellor_hours_unknown()
        )}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.staff_counsellor_hours_intro()}</p>
      <div className="mt-8">
        <AvailabilityPanel counsellorId={counsellorId} />
      </div>
    </div>
  );
}
