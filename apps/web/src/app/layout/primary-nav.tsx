import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { m } from '../../paraglide/messages.js';
import { LanguageSwitcher } from './language-switcher.tsx';

// Labels are message functions, called at render: the catalogue answers in the page's language.
const LINKS = [
  { to: '/', label: m.common_nav_home },
  { to: '/aboutus', label: m.common_nav_about },
  { to: '/contact', label: m.common_nav_contact },
  { to: '/blog', label: m.common_nav_blog },
  { to: '/booknow', label: m.common_nav_book_now },
  { to: '/courses', label: m.common_nav_courses },
] as const;

/** A signed-in counsellor's own place, after the site's links. */
const DESK_LINK = { to: '/counsellor', label: m.common_nav_desk } as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-full px-4 py-2.5 text-base font-medium transition-colors lg:px-3 lg:py-2 lg:text-[0.95rem] ${
    isActive ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-900'
  }`;

/** The site's main links: inline from 1024 px, a drop-down panel below it while `isOpen`. */
export function PrimaryNav({
  id,
  isOpen,
  onNavigate,
  isCounsellor = false,
}: {
  id: string;
  isOpen: boolean;
  onNavigate: () => void;
  isCounsellor?: boolean;
}) {
  const links = isCounsellor ? [...LINKS, DESK_LINK] : LINKS;
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // Opening the panel moves focus to its first link, so keyboard users land inside it.
    if (isOpen) listRef.current?.querySelector('a')?.focus();
  }, [isOpen]);

  return (
    <nav
      id={id}
      aria-label={m.common_nav_main_label()}
      className={`${isOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:static lg:mx-auto lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
    >
      <ul ref={listRef} className="flex flex-col gap-1 lg:flex-row lg:items-center">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate} className={linkClasses}>
              {link.label()}
            </NavLink>
          </li>
        ))}
      </ul>
      {/* Below 1024 px the header has no room for it; the open menu does. */}
      <div className="mt-3 border-t border-slate-200 px-4 pt-3 lg:hidden">
        <LanguageSwitcher id="language-menu" />
      </div>
    </nav>
  );
}
