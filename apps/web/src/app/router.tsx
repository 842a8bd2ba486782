import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { RequireRole } from '../features/auth/components/require-role.tsx';

const SIGNED_IN = ['user', 'counsellor'] as const;

/** Each page is its own chunk, loaded when its route is first visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/landing/landing-page.tsx')) },
  { path: 'aboutus', lazy: page(() => import('./routes/about-route.tsx')) },
  { path: 'counsellors', lazy: page(() => import('../features/counsellors/counsellors-page.tsx')) },
  {
    path: 'counsellors/:slug',
    lazy: page(() => import('../features/counsellors/counsellor-profile-page.tsx')),
  },
  { path: 'counsellor/welcome', lazy: page(() => import('../features/counsellors/welcome-page.tsx')) },
  { path: 'contact', lazy: page(() => import('../features/contact/contact-page.tsx')) },
  { path: 'help', lazy: page(() => import('../features/help/help-page.tsx')) },
  { path: 'cookiepolicy', lazy: page(() => import('../features/policies/cookie-policy-page.tsx')) },
  { path: 'privacy-policy', lazy: page(() => import('../features/policies/privacy-policy-page.tsx')) },
  { path: 'terms-conditions', lazy: page(() => import('../features/policies/terms-page.tsx')) },
  { path: 'refund-cancellation', lazy: page(() => import('../features/policies/refund-policy-page.tsx')) },
  { path: 'disclaimer-policy', lazy: page(() => import('../features/policies/disclaimer-page.tsx')) },
  { path: 'app-info', lazy: page(() => import('../features/app-info/app-info-page.tsx')) },
  { path: 'offline', lazy: page(() => import('../features/offline/offline-page.tsx')) },
  { path: 'blog', lazy: page(() => import('../features/blogs/blog-page.tsx')) },
  { path: 'blog/:slug', lazy: page(() => import('../features/blogs/blog-post-page.tsx')) },
  { path: 'courses', lazy: page(() => import('../features/courses/courses-page.tsx')) },
  { path: 'courseInfo/:courseId', lazy: page(() => import('../features/courses/course-info-page.tsx')) },
  { path: 'certificates/:code', lazy: page(() => import('../features/certificates/certificate-page.tsx')) },
  { path: 'Webinar', lazy: page(() => import('./routes/webinars-route.tsx')) },
  { path: 'login', lazy: page(() => import('../features/auth/login-page.tsx')) },
  { path: 'register', lazy: page(() => import('../features/auth/register-page.tsx')) },
  { path: 'verifyotp', lazy: page(() => import('../features/auth/verify-otp-page.tsx')) },
  { path: 'forgotpassword', lazy: page(() => import('../features/auth/forgot-password-page.tsx')) },
  { path: 'resetPassword', lazy: page(() => import('../features/auth/reset-password-page.tsx')) },
];

// Paths match case-insensitively, so /Profile and /profile, /webinarInfo and /webinarinfo are one page.
const userRoutes: RouteObject[] = [
  { path: 'profile', lazy: page(() => import('../features/profile/profile-page.tsx')) },
  { path: 'account-setting', lazy: page(() => import('../features/profile/account-setting-page.tsx')) },
  { path: 'UserCourses', lazy: page(() => import('./routes/user-courses-route.tsx')) },
  { path: 'booknow', lazy: page(() => import('./routes/book-now-route.tsx')) },
  { path: 'webinarinfo/:id', lazy: page(() => import('../features/webinars/webinar-info-page.tsx')) },
];

// Members and counsellors both get notifications (a counsellor's reminders of their sessions).
const signedInRoutes: RouteObject[] = [
  // With their settings and the number SMS and WhatsApp need (issue 30), in one entry and chunk.
  { path: 'Notifications/:section?', lazy: page(() => import('./routes/notifications-route.tsx')) },
  // The session room, for the client and the counsellor of that session (issue 29).
  {
    path: 'session/:appointmentId',
    lazy: page(() => import('../features/session-room/session-room-page.tsx')),
  },
];

const counsellorRoutes: RouteObject[] = [
  { path: 'counsellor', lazy: page(() => import('../features/appointments/counsellor-desk-page.tsx')) },
  {
    path: 'counsellor/availability',
    lazy: page(() => import('../features/counsellors/availability-page.tsx')),
  },
  {
    path: 'counsellor/two-step',
    lazy: page(() => import('../features/two-step/counsellor-two-step-page.tsx')),
  },
];

const adminRoutes: RouteObject[] = [
  { path: 'adminpanel', lazy: page(() => import('../features/admin-panel/admin-panel-page.tsx')) },
  { path: 'admin-home', lazy: page(() => import('./routes/admin-home-route.tsx')) },
  { path: 'admin/reports', lazy: page(() => import('../features/reports/reports-page.tsx')) },
  { path: 'admin/courses', lazy: page(() => import('../features/courses/admin-courses-page.tsx')) },
  { path: 'admin/blogs', lazy: page(() => import('../features/blogs/admin-blogs-page.tsx')) },
  { path: 'admin/Appointment', lazy: page(() => import('./routes/admin-appointments-route.tsx')) },
  {
    path: 'admin/counsellors',
    lazy: page(() => import('../features/counsellors/admin-counsellors-page.tsx')),
  },
  {
    path: 'admin/counsellors/:counsellorId/hours',
    lazy: page(() => import('../features/counsellors/admin-counsellor-hours-page.tsx')),
  },
  { path: 'admin/webinar', lazy: page(() => import('../features/webinars/admin-webinars-page.tsx')) },
  { path: 'admin/feedback', lazy: page(() => import('../features/counsellors/admin-feedback-page.tsx')) },
  { path: 'admin/audit', lazy: page(() => import('../features/audit/admin-audit-page.tsx')) },
  {
    path: 'admin/phone-messages',
    lazy: page(() => import('../features/phones/admin-failed-messages-page.tsx')),
  },
  { path: 'admin/two-step', lazy: page(() => import('../features/two-step/admin-two-step-page.tsx')) },
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { element: <RequireRole role="user" />, children: userRoutes },
      { element: <RequireRole role="counsellor" />, children: counsellorRoutes },
      { element: <RequireRole role={SIGNED_IN} />, children: signedInRoutes },
      { path: '*', lazy: page(() => import('../features/not-found/not-found-page.tsx')) },
    ],
  },
  {
    element: <RequireRole role="admin" />,
    errorElement: <RouteError />,
    // The admin frame is a chunk of its own: a visitor's first page does not carry it.
    children: [
      {
        lazy: async () => ({ Component: (await import('./layout/admin-layout.tsx')).AdminLayout }),
        children: adminRoutes,
      },
    ],
  },
]);
