import { Link } from 'react-router';
import {
  BookOpen,
  CalendarCheck,
  ChartColumn,
  MessageSquareHeart,
  Newspaper,
  UsersRound,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';

interface AdminArea {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

const AREAS: AdminArea[] = [
  {
    to: '/admin/courses',
    title: 'Manage Courses',
    description: 'Add, edit and remove video courses.',
    icon: BookOpen,
  },
  {
    to: '/admin/blogs',
    title: 'Manage Blogs',
    description: 'Write, edit and remove blog posts.',
    icon: Newspaper,
  },
  {
    to: '/admin/webinar',
    title: 'Manage Webinar',
    description: 'Schedule live webinars and their meeting details.',
    icon: Video,
  },
  {
    to: '/admin/Appointment',
    title: 'Check Appointments',
    description: 'Review appointment requests, accept or reject them, and cancel sessions.',
    icon: CalendarCheck,
  },
  {
    to: '/admin/counsellors',
    title: 'Counsellors',
    description: 'Invite counsellors, edit their profiles and hours, or deactivate them.',
    icon: UsersRound,
  },
  {
    to: '/admin/feedback',
    title: 'Session feedback',
    description: 'Read what clients said after their sessions, with each counsellor’s average rating.',
    icon: MessageSquareHeart,
  },
  {
    to: '/admin-home',
    title: 'Enrolments',
    description: 'See who has enrolled in which course.',
    icon: ChartColumn,
  },
];

export default function AdminPanelPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta
        title="Admin panel"
        description="Manage courses, blogs, webinars, appointments, counsellors and enrolments."
      />
      <h1 className="font-serif text-3xl text-brand-800">Welcome back</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Everything you publish here is what people see when they come to us for help. Choose what you would
        like to look after today.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AREAS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h2 className="font-serif text-xl text-brand-900">{title}</h2>
              <p className="text-sm text-slate-700">{description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
