import { DashboardPage, type DashboardTab } from '../../features/dashboard/dashboard-page.tsx';
import { MyAppointments } from '../../features/appointments/components/my-appointments.tsx';
import { PaymentsTab } from '../../features/billing/components/payments-tab.tsx';

// Features never import each other; the app composes the dashboard with the appointments section.
const APPOINTMENTS_TAB: DashboardTab = { id: 'appointments', label: 'Appointments', Panel: MyAppointments };
const PAYMENTS_TAB: DashboardTab = { id: 'payments', label: 'Payments', Panel: PaymentsTab };

export default function UserCoursesRoute() {
  return <DashboardPage extraTabs={[APPOINTMENTS_TAB, PAYMENTS_TAB]} />;
}
