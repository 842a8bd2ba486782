import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useAuthToken } from '../../lib/auth-token.ts';
import { useUserDetails } from '../../features/auth/api/get-user-details.ts';
import { buttonClasses } from '../../components/button.tsx';
import { BrandLink } from './brand-link.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { useDismiss } from './use-dismiss.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { m } from '../../paraglide/messages.js';

const NAV_ID = 'primary-nav';

const SignedInControls = lazy(() => import('./signed-in-controls.tsx'));

/** Holds the bell's and the menu's places while their chunk loads, so the header does not move. */
const SIGNED_IN_PLACEHOLDER = (
  <span aria-hidden="true" className="flex items-center gap-1 sm:gap-2">
    <span className="size-11" />
    <span className="size-11" />
  </span>
);

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
          <div className="hidden lg:block">
            <LanguageSwitcher id="language-header" />
          </div>
          {token ? (
            <Suspense fallback={SIGNED_IN_PLACEHOLDER}>
              <SignedInControls isCounsellor={isCounsellor} />
            </Suspense>
          ) : (
            <Link to="/login" onClick={closeMenu} className={buttonClasses('primary')}>
              {m.common_login()}
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
            <span className="sr-only">{isMenuOpen ? m.common_menu_close() : m.common_menu_open()}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
