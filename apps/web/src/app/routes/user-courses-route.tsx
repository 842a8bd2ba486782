import { DashboardPage, type DashboardTab } from '../../features/dashboard/dashboard-page.tsx';
import { MyAppointments } from '../../features/appointments/components/my-appointments.tsx';
import { PaymentsTab } from '../../features/billing/components/payments-tab.tsx';
import { m } from '../../paraglide/messages.js';

// Features never import each other; the app composes the dashboard with the appointments section.
const APPOINTMENTS_TAB: DashboardTab = {
  id: 'appointments',
  label: m.account_dashboard_tab_appointments,
  Panel: MyAppointments,
};
const PAYMENTS_TAB: DashboardTab = {
  id: 'payments',
  label: m.account_dashboard_tab_payments,
  Panel: PaymentsTab,
};

export default function UserCoursesRoute() {
  return <DashboardPage extraTabs={[APPOINTMENTS_TAB, PAYMENTS_TAB]} />;
}
