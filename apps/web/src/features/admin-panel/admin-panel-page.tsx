import { Link } from 'react-router';
import {
  BookOpen,
  CalendarCheck,
  ChartColumn,
  MessageSquareHeart,
  MessageSquareWarning,
  Newspaper,
  UsersRound,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminOverview } from './api/get-admin-overview.ts';
import { SetupChecklist } from './components/setup-checklist.tsx';
import { TodayWork } from './components/today-work.tsx';
import { m } from '../../paraglide/messages.js';

// Message functions, called at render: the catalogue answers in the page's language.
interface AdminArea {
  to: string;
  title: () => string;
  description: () => string;
  icon: LucideIcon;
}

const AREAS: AdminArea[] = [
  {
    to: '/admin/courses',
    title: m.staff_admin_nav_courses,
    description: m.staff_panel_courses,
    icon: BookOpen,
  },
  {
    to: '/admin/blogs',
    title: m.staff_admin_nav_blogs,
    description: m.staff_panel_blogs,
    icon: Newspaper,
  },
  {
    to: '/admin/webinar',
    title: m.staff_admin_nav_webinars,
    description: m.staff_panel_webinars,
    icon: Video,
  },
  {
    to: '/admin/Appointment',
    title: m.staff_admin_nav_appointments,
    description: m.staff_panel_appointments,
    icon: CalendarCheck,
  },
  {
    to: '/admin/counsellors',
    title: m.staff_admin_nav_counsellors,
    description: m.staff_panel_counsellors,
    icon: UsersRound,
  },
  {
    to: '/admin/feedback',
    title: m.staff_feedback_title,
    description: m.staff_panel_feedback,
    icon: MessageSquareHeart,
  },
  {
    to: '/admin-home',
    title: m.staff_admin_nav_enrolments,
    description: m.staff_panel_enrolments,
    icon: ChartColumn,
  },
  {
    to: '/admin/phone-messages',
    title: m.staff_admin_nav_phone_messages,
    description: m.staff_panel_phone_messages,
    icon: MessageSquareWarning,
  },
];

export default function AdminPanelPage() {
  const overview = useAdminOverview();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={m.staff_panel_title()} description={m.staff_panel_description()} />
      <h1 className="font-serif text-3xl text-brand-800">{m.staff_panel_welcome()}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.staff_panel_intro()}</p>
      {overview.isPending ? (
        <Loader label={m.staff_loading()} />
      ) : overview.isError ? (
        <div className="mt-8">
          <StatusMessage kind="error">{m.staff_today_load_failed()}</StatusMessage>
        </div>
      ) : (
        <TodayWork overview={overview.data} />
      )}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AREAS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h2 className="font-serif text-xl text-brand-900">{title()}</h2>
              <p className="text-sm text-slate-700">{description()}</p>
            </Link>
          </li>
        ))}
      </ul>
      {overview.data ? <SetupChecklist setup={overview.data.setup} /> : null}
    </div>
  );
}
