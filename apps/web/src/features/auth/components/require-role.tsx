import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserRole } from '@sukoon/contract/auth';
import { Loader } from '../../../components/loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { loginPath } from '../../../lib/login-return.ts';
import { twoStepPath } from '../../../lib/two-step-path.ts';
import { userDetailsQueryOptions } from '../api/get-user-details.ts';
import { unauthorizedMessage } from '../error-messages.ts';
import { m } from '../../../paraglide/messages.js';
import type { LoginPageState } from '../route-state.ts';

const pleaseLogIn = (): LoginPageState => ({ notice: { kind: 'info', text: m.account_please_log_in() } });

/**
 * Spec §6: the stored token is checked with the server before a guarded page shows. No token,
 * a refused token or the wrong role all lead to the login page, which comes back here afterwards.
 * A page for several roles names them all; the first is whom it is mainly for.
 */
export function RequireRole({ role }: { role: UserRole | readonly UserRole[] }) {
  const roles: readonly UserRole[] = typeof role === 'string' ? [role] : role;
  const mainRole = roles[0] ?? 'user';
  const token = useAuthToken();
  const { pathname, search, hash } = useLocation();
  const toLogin = loginPath(`${pathname}${search}${hash}`);
  // After a password change the token is swapped; keep the page on screen while it is re-checked.
  const details = useQuery({ ...userDetailsQueryOptions(token), placeholderData: keepPreviousData });
  const isRefused = details.error instanceof ApiError && details.error.status === 401;

  if (token === null) {
    // Someone who logs out here (or in another tab) goes where Logout leads: a member home, an
    // admin to the login page; neither is asked to come back here. The router's own move to that
    // page is a transition, so this guard can see the token gone before it.
    if (details.data) return <Navigate to={mainRole === 'user' ? '/' : '/login'} replace />;
    return <Navigate to={toLogin} replace state={pleaseLogIn()} />;
  }
  if (isRefused) {
    // The login page forgets the token; forgetting it here would re-render this guard first.
    const state: LoginPageState = {
      notice: { kind: 'error', text: unauthorizedMessage() },
      refusedToken: token,
    };
    return <Navigate to={toLogin} replace state={state} />;
  }
  // A failed background re-check with a known user is a network hiccup, not a reason to leave.
  if (details.isError && !details.data) {
    console.error('Could not check the sign-in:', details.error);
    return <Navigate to={toLogin} replace />;
  }
  if (!details.data) return <GuardLoader />;
  if (!roles.includes(details.data.role)) {
    const state: LoginPageState = { wrongRole: mainRole };
    return <Navigate to={toLogin} replace state={state} />;
  }
  // STAFF_2FA=required: a staff member without two-step sign-in may only set it up.
  const setupPath = twoStepPath(details.data.role);
  if (details.data.mfaSetupRequired && pathname.toLowerCase() !== setupPath.toLowerCase()) {
    return <Navigate to={setupPath} replace />;
  }
  return <Outlet />;
}

function GuardLoader() {
  return (
    <main id="main" className="min-h-[60vh]">
      <Loader label="Checking your sign-in…" />
    </main>
  );
}
