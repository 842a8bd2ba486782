import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Where a visitor sent to /login goes back to afterwards: `/login?next=<path>`. Only a path on
 * this site is ever followed, so a link cannot use the login page to send someone elsewhere.
 */
const PARAM = 'next';
const GOOGLE_RETURN_KEY = 'sukoon.loginReturn';
const SITE = 'https://sukoon.invalid';
const ADMIN_PATH = /^\/(adminpanel|admin-home|admin\/)/i;
/** The counsellor's desk and hours; the welcome page is anyone's. */
const COUNSELLOR_PATH = /^\/counsellor(\/(?!welcome\b)|\/?$|[?#])/i;

/** One leading '/', then no second '/', backslash or control character: never another host. */
const isPlainPath = (path: string | null | undefined): path is string =>
  // Browsers read '\' as '/' and drop tabs and newlines, so '/\evil' or '/\t/evil' is '//evil'.
  !!path?.startsWith('/') && !/^\/\/|[\\\p{Cc}]/u.test(path);

/** `raw` if it is a path on this site (one leading '/', no scheme, host or backslash), else null. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!isPlainPath(raw)) return null;
  const url = new URL(raw, SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser resolves dot segments, so '/.//evil', '/%2e//evil' and '/x/..//evil' come out as
  // '//evil': what is handed back must pass the same check as what came in.
  if (url.origin !== SITE || !isPlainPath(path) || /^\/login\/?$/i.test(url.pathname)) return null;
  return path;
}

/** The login page, remembering `returnTo` when it is worth coming back to. */
export function loginPath(returnTo?: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== '/' ? `/login?${new URLSearchParams({ [PARAM]: path }).toString()}` : '/login';
}

export const readReturnPath = (params: URLSearchParams) => safeReturnPath(params.get(PARAM));

/**
 * `path` (sign-up, log-in) still remembering where the visitor was going, so the way from a
 * counsellor's "Book a session" through sign-up and the code ends back at that counsellor.
 */
export function pathKeepingReturn(path: string, returnTo: string | null | undefined): string {
  const kept = safeReturnPath(returnTo);
  return kept && kept !== '/' ? `${path}?${new URLSearchParams({ [PARAM]: kept }).toString()}` : path;
}

/** Sends the visitor to log in, to come back to the page they are on. */
export function useNavigateToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    () => void navigate(loginPath(`${pathname}${search}${hash}`)),
    [navigate, pathname, search, hash],
  );
}

/**
 * After logging in: admins go to the admin panel unless they came from an admin page, counsellors
 * to their desk unless they came from one of its pages; members back where they were.
 */
export function landingPathAfterLogin(role: string | undefined, returnTo: string | null): string {
  const isAdminPage = returnTo !== null && ADMIN_PATH.test(returnTo);
  const isCounsellorPage = returnTo !== null && COUNSELLOR_PATH.test(returnTo);
  if (role === 'admin') return isAdminPage ? returnTo : '/adminpanel';
  if (role === 'counsellor') return isCounsellorPage ? returnTo : '/counsellor';
  return returnTo !== null && !isAdminPage && !isCounsellorPage ? returnTo : '/';
}

/** Google sign-in leaves the site, so the way back waits in this tab's sessionStorage. */
export function rememberReturnPathForGoogle(returnTo: string | null): void {
  try {
    if (returnTo) sessionStorage.setItem(GOOGLE_RETURN_KEY, returnTo);
    else sessionStorage.removeItem(GOOGLE_RETURN_KEY);
  } catch {
    // Storage can be blocked; the sign-in then ends on the home page.
  }
}

/** The path remembered before Google sign-in (read once), checked again as it came from storage. */
export function takeReturnPathFromGoogle(): string | null {
  try {
    const stored = sessionStorage.getItem(GOOGLE_RETURN_KEY);
    sessionStorage.removeItem(GOOGLE_RETURN_KEY);
    return safeReturnPath(stored);
  } catch {
    return null;
  }
}
