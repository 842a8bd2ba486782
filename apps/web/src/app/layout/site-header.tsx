import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useAuthToken } from '../../lib/auth-token.ts';
import { useUserDetails } from '../../features/auth/api/get-user-details.ts';
import { buttonClasses } from '../../components/button.tsx';
import { BrandLink } from './brand-link.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useDismiss } from './use-dismiss.ts';

const NAV_ID = 'primary-nav';

/** The navigation bar: sticky, with a 'scrolled' style past 100 px and a hamburger below 1024 px. */
export function SiteHeader() {
  const isScrolled = useScrolledPast(100);
  const token = useAuthToken();
  const isCounsellor = useUserDetails(token).data?.role === 'counsellor';
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so it closes itself when the route changes.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(isMenuOpen, closeMenu, headerRef, toggleRef);

  return (
    <header
      ref={headerRef}
      data-scrolled={isScrolled}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-300 ${
        isScrolled
          ? 'scrolled border-slate-200 bg-white/95 shadow-md shadow-slate-900/5 backdrop-blur'
          : 'border-transparent bg-sand-50'
      }`}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
        <BrandLink onNavigate={closeMenu} />
        <PrimaryNav id={NAV_ID} isOpen={isMenuOpen} onNavigate={closeMenu} isCounsellor={isCounsellor} />
        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          {token ? (
            <>
              <NotificationBell />
              <UserMenu isCounsellor={isCounsellor} />
            </>
          ) : (
            <Link to="/login" onClick={closeMenu} className={buttonClasses('primary')}>
              Login
            </Link>
          )}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
            className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 lg:hidden"
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{isMenuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
