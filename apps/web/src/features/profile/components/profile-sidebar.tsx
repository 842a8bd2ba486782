import { NavLink } from 'react-router';
import { Bell, BookOpen, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useProfile } from '../api/get-profile.ts';
import { m } from '../../../paraglide/messages.js';

/** Labels are message functions, called at render in the page's language. */
const LINKS: { to: string; label: () => string; icon: LucideIcon }[] = [
  { to: '/Profile', label: m.account_profile_title, icon: UserRound },
  { to: '/account-setting', label: m.account_security_title, icon: ShieldCheck },
  { to: '/Notifications', label: m.account_nav_notifications, icon: Bell },
  { to: '/UserCourses', label: m.account_nav_my_courses, icon: BookOpen },
];

const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

/** The account pages' shared sidebar: who is signed in, and the four account links. */
export function ProfileSidebar() {
  const { data } = useProfile();
  const fullName = [data?.firstName, data?.lastName].filter(Boolean).join(' ');
  const initials = data ? initialsOf(data.firstName, data.lastName) : '';

  return (
    <aside
      aria-label={m.account_sidebar_label()}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-4 lg:flex-col lg:text-center">
        <span
          aria-hidden="true"
          data-user-content
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-xl font-semibold text-brand-800 lg:size-20 lg:text-3xl"
        >
          {initials || <UserRound className="size-7" />}
        </span>
        <div className="min-w-0 lg:w-full">
          {fullName ? (
            <p className="truncate font-serif text-lg text-brand-900" data-user-content>
              {fullName}
            </p>
          ) : (
            <p className="truncate font-serif text-lg text-brand-900">{m.account_sidebar_label()}</p>
          )}
          {data?.email ? (
            <p className="truncate text-sm text-slate-600" data-user-content>
              {data.email}
            </p>
          ) : null}
        </div>
      </div>
      <nav aria-label={m.account_sidebar_nav_label()} className="mt-5 border-t border-sand-200 pt-4">
        <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                    isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-brand-50'
                  }`
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label()}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
