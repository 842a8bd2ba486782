import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';

/**
 * The session in the browser, and the only code that sets or clears the login token. The token
 * lives in localStorage under 'token' (spec §3). Whenever the account changes (sign-in, sign-out,
 * another tab doing either) the cached server answers are dropped, so nothing of one person is
 * ever shown to the next one in the same browser.
 */
const TOKEN_KEY = 'token';
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** A new session: the token is kept, and nothing cached from before it is shown. */
export function signIn(token: string): void {
  queryClient.clear();
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/** The end of the session: the token and everything fetched with it are forgotten. */
export function signOut(): void {
  localStorage.removeItem(TOKEN_KEY);
  queryClient.clear();
  notify();
}

/** The same person's new token (a password change ends the older ones); their data stays. */
export function renewToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

let isWatchingOtherTabs = false;

/** Another tab signing in or out changes the account here too (`key` is null when storage is cleared). */
function watchOtherTabs(): void {
  if (isWatchingOtherTabs) return;
  isWatchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    queryClient.clear();
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  watchOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when it changes. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
