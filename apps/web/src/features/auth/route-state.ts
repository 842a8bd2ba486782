import type { RegisterRequest, UserRole } from '@sukoon/contract/auth';

/** What the accounts screens hand each other through router state. */

export interface LoginPageState {
  notice?: { kind: 'success' | 'error' | 'info'; text: string };
  /** Pre-fills the e-mail-or-mobile box, e.g. right after sign-up. */
  email?: string;
  /** A stored token the server refused; the login page forgets it. */
  refusedToken?: string;
  /** Where to go once logged in when the address names nowhere (`?next=` wins). */
  next?: string;
  /**
   * A guarded page for this role sent someone signed in as another here. The login page words it,
   * so its three sentences in three languages load with that page, not with every page.
   */
  wrongRole?: UserRole;
}

/** The sign-up form travels to the OTP screen, so the OTP can be resent. */
export interface VerifyOtpPageState {
  form?: RegisterRequest;
  /** Where the visitor was going before signing up, for the login after the code. */
  next?: string;
}

export interface ResetPasswordPageState {
  email?: string;
}

/** Router state is whatever the history entry holds; a hand-typed address holds none. */
export function readRouteState<T extends object>(state: unknown): Partial<T> {
  return state && typeof state === 'object' ? state : {};
}
