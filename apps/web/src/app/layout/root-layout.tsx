import { Outlet, ScrollRestoration } from 'react-router';

/** Public and user pages: navbar, page, footer, the floating webinar button. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
