import AdminAppointmentsPage from '../../features/appointments/admin-appointments-page.tsx';
import { useAdminCounsellorNames } from '../../features/counsellors/api/get-admin-counsellor-names.ts';

// Features never import each other; the app hands the appointment list the counsellors to show,
// filter by and move requests to: every one of them, by id and name (the admin's counsellor list
// itself is read a page at a time). Without any the list is the spec's.
export default function AdminAppointmentsRoute() {
  const counsellors = useAdminCounsellorNames();
  return <AdminAppointmentsPage counsellors={counsellors.data ?? []} />;
}
