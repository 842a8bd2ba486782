import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CircleUserRound, LogOut } from 'lucide-react';
import { signOut } from '../../lib/auth-token.ts';
import { useDismiss } from './use-dismiss.ts';
import { m } from '../../paraglide/messages.js';

// Labels are message functions, called at render in the page's language.
const MEMBER_ITEMS = [
  { to: '/UserCourses', label: m.common_user_menu_dashboard },
  { to: '/profile', label: m.common_user_menu_profile },
  { to: '/account-setting', label: m.common_user_menu_security },
  { to: '/notifications', label: m.common_notifications },
  { to: '/help', label: m.common_user_menu_help },
] as const;

/** A counsellor's pages are their desk, hours and notifications; the members' pages would refuse them. */
const COUNSELLOR_ITEMS = [
  { to: '/counsellor', label: m.common_nav_desk },
  { to: '/counsellor/availability', label: m.common_user_menu_hours },
  { to: '/counsellor/two-step', label: m.common_user_menu_two_step },
  { to: '/notifications', label: m.common_notifications },
  { to: '/help', label: m.common_user_menu_help },
] as const;

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900';

/** The signed-in visitor's account links and Logout, as a disclosure below an avatar button. */
export function UserMenu({ isCounsellor = false }: { isCounsellor?: boolean }) {
  const items = isCounsellor ? COUNSELLOR_ITEMS : MEMBER_ITEMS;
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  useDismiss(isOpen, close, containerRef, triggerRef);

  // Leave first, then forget the session, so a members' page does not flash its "please log in".
  async function logOut() {
    setOpen(false);
    await navigate('/');
    signOut();
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen(!isOpen)}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
      >
        <CircleUserRound aria-hidden="true" className="size-6" />
        <span className="sr-only">{m.common_user_menu_label()}</span>
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close} className={itemClasses}>
                {item.label()}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-200 pt-1">
            <button type="button" onClick={() => void logOut()} className={itemClasses}>
              <LogOut aria-hidden="true" className="size-4" />
              {m.common_user_menu_logout()}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
