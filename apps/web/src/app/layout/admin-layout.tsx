import { Outlet } from 'react-router';

/** Admin pages: the admin navigation and the page. */
export function AdminLayout() {
  return <Outlet />;
}
