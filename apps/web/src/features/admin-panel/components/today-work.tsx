import { Link } from 'react-router';
import type { AdminOverview } from '@sukoon/contract/admin-overview';
import { m } from '../../../paraglide/messages.js';

const cardClasses =
  'flex h-full items-center gap-4 rounded-2xl bg-white p-4 sm:flex-col sm:items-start sm:gap-1 sm:p-5 ring-1 ring-sand-200 transition-colors hover:bg-brand-50 hover:ring-brand-700';

/**
 * The work waiting today, each figure a way to it: requests to answer, those that will be refunded
 * unanswered within hours, counsellors who have not joined. A figure above 0 that costs someone
 * their session stands out; the others stay quiet.
 */
export function TodayWork({ overview }: { overview: AdminOverview }) {
  const figures = [
    {
      to: '/admin/Appointment',
      count: overview.waitingRequests,
      label: m.staff_today_waiting(),
      urgent: false,
    },
    {
      to: '/admin/Appointment',
      count: overview.expiringSoon,
      label: m.staff_today_expiring(),
      urgent: overview.expiringSoon > 0,
    },
    {
      to: '/admin/counsellors',
      count: overview.counsellorsNotJoined,
      label: m.staff_today_not_joined(),
      urgent: false,
    },
  ];
  return (
    <section aria-labelledby="today-work" className="mt-8">
      <h2 id="today-work" className="font-serif text-2xl text-brand-900">
        {m.staff_today_title()}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link to={figure.to} className={cardClasses}>
              <span className={`font-serif text-4xl ${figure.urgent ? 'text-accent-700' : 'text-brand-900'}`}>
                {figure.count}
              </span>
              <span className="text-sm text-slate-700">{figure.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
