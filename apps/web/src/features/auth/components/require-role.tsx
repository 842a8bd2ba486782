import { Outlet } from 'react-router';

/** Guards user and admin routes (spec §6); the accounts feature fills in the check. */
export function RequireRole({ role }: { role: 'user' | 'admin' }) {
  void role;
  return <Outlet />;
}
