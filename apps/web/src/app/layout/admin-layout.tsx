import { useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { signOut } from '../../lib/auth-token.ts';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';
import { LanguageSwitcher } from './language-switcher.tsx';

// Labels are message functions, called at render: the catalogue answers in the page's language.
const ADMIN_LINKS = [
  { to: '/adminpanel', label: m.staff_admin_nav_home },
  { to: '/admin/courses', label: m.staff_admin_nav_courses },
  { to: '/admin/blogs', label: m.staff_admin_nav_blogs },
  { to: '/admin/Appointment', label: m.staff_admin_nav_appointments },
  { to: '/admin/counsellors', label: m.staff_admin_nav_counsellors },
  { to: '/admin/feedback', label: m.staff_admin_nav_feedback },
  { to: '/admin/webinar', label: m.staff_admin_nav_webinars },
  { to: '/admin-home', label: m.staff_admin_nav_enrolments },
  { to: '/admin/reports', label: m.staff_admin_nav_reports },
  { to: '/admin/audit', label: m.staff_admin_nav_audit },
  { to: '/admin/phone-messages', label: m.staff_admin_nav_phone_messages },
  { to: '/admin/two-step', label: m.staff_admin_nav_two_step },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors ${
    isActive ? 'bg-white/15 text-white' : 'text-brand-50 hover:bg-white/10 hover:text-white'
  }`;

/** Admin pages: the admin navigation (a menu button on phones) and the page. */
export function AdminLayout() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [menuFor, setMenuFor] = useState('');
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Following a link closes the phone menu.
  if (menuFor !== pathname) {
    setMenuFor(pathname);
    setIsMenuOpen(false);
  }

  // Leave first, then forget the session (the guard sends a logged-out admin to the login page too).
  async function logOut() {
    await navigate('/login', { replace: true });
    signOut();
  }

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
      >
        {m.staff_admin_skip()}
      </a>
      {/* White focus rings: the page's teal one would not show on this dark bar. */}
      <header className="bg-brand-800 text-white shadow **:focus-visible:outline-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 py-2">
          <Link to="/adminpanel" className="mr-auto flex min-h-11 items-center font-serif text-xl">
            {SITE.brand}{' '}
            <span className="ml-2 text-sm font-sans text-brand-100">{m.staff_admin_badge()}</span>
          </Link>
          <LanguageSwitcher id="language-admin" tone="dark" />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-white/10 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="admin-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{m.staff_admin_menu()}</span>
          </button>
          <nav
            id="admin-menu"
            aria-label={m.staff_admin_badge()}
            className={`${isMenuOpen ? 'block' : 'hidden'} w-full pb-3 lg:block lg:w-auto lg:pb-0`}
          >
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
              {ADMIN_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={linkClasses}>
                    {link.label()}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={() => void logOut()}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-50 hover:bg-white/10 hover:text-white"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {m.staff_admin_logout()}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-4rem)] bg-sand-50 focus:outline-none">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
