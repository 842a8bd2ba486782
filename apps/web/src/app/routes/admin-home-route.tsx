import { AdminHomePage } from '../../features/enrolments/admin-home-page.tsx';
import { RevenueSummary } from '../../features/reports/components/revenue-summary.tsx';

// Features never import each other; the app gives the enrolments page the report's revenue figure.
export default function AdminHomeRoute() {
  return <AdminHomePage revenue={<RevenueSummary />} />;
}
