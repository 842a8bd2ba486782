import AdminAppointmentsPage from '../../features/appointments/admin-appointments-page.tsx';
import { useAdminCounsellors } from '../../features/counsellors/api/get-admin-counsellors.ts';

// Features never import each other; the app hands the appointment list the counsellors to show,
// filter by and move requests to. Without any the list is the spec's.
export default function AdminAppointmentsRoute() {
  const counsellors = useAdminCounsellors();
  const options = (counsellors.data ?? []).map((counsellor) => ({
    _id: counsellor._id,
    name: `${counsellor.firstName} ${counsellor.lastName}`,
    active: counsellor.active,
  }));
  return <AdminAppointmentsPage counsellors={options} />;
}
