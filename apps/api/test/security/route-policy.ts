// Who may call each route of the app (DESIGN, API rule 4). access-matrix.test.ts fails when a
// route exists that this table does not name, or the table names a route that no longer exists,
// so a new route cannot ship without someone deciding who may call it.

/**
 * - `anonymous`: anyone, no token needed (public reads, sign-up and sign-in, the web app, docs).
 * - `user`: any signed-in user (an admin and a counsellor are ones too); the answer is about the
 *   caller only.
 * - `owner`: signed in, and the thing the call names (an order, a paid seat, a paid slot) must be
 *   the caller's: another user gets a 4xx, never a 2xx.
 * - `admin`: role admin; anyone else 401 (no token) or 403 (a counsellor too).
 * - `counsellor`: role counsellor, about their own things (their calendar, their desk, the notes on
 *   their sessions); other users 403 or 404, no token 401; with `adminToo` an admin may call it for
 *   a counsellor they name, without it admins are refused too (notes are the counsellor's alone).
 *   Notes follow their author: after an admin moves a request to another counsellor, the new one
 *   reads and writes only their own (empty at first), and the first keeps reading and editing
 *   theirs (decision 019; access-matrix.test.ts checks it).
 * - `session`: about one session: its client and its counsellor only (the intake); another user or
 *   counsellor 403/404, an admin 403 (admins see whether a session is flagged, not the answers).
 *   With `notTheirs404` an admin is told the session does not exist (the session room: 404);
 *   with `adminToo` an admin may read it (who joined the session's room).
 * - `socket`: a WebSocket. A plain request answers 404 to everyone; on the socket the first
 *   message must carry the token, and only the session's two people get in (signal.test.ts).
 * - `client`: a signed-in client (role user) acting on their own account; a counsellor or an admin
 *   is refused with 403 (their accounts are closed by an administrator), no token 401.
 * - `staff`: a counsellor or an admin about their own account (two-step sign-in); a client 403, no
 *   token 401; staff are never refused (a wrong code is their 400).
 * - `webhook`: no token; only a body signed with the webhook secret (or a handshake carrying the
 *   verify token) is acted on; anything else 400.
 * - `simulated`: `owner`, and the route exists only with PAYMENT_PROVIDER=simulated.
 * - `metrics`: only the bearer of METRICS_TOKEN, which no user token is; 404 to all when it is
 *   unset (as in the matrix app). metrics.test.ts covers it with the token set.
 */
export type Access =
  | 'anonymous'
  | 'user'
  | 'owner'
  | 'client'
  | 'staff'
  | 'counsellor'
  | 'session'
  | 'socket'
  | 'admin'
  | 'webhook'
  | 'simulated'
  | 'metrics';

export interface RoutePolicy {
  access: Access;
  /**
   * `owner` routes an admin may also call for another user's thing (admins see every webinar);
   * `counsellor` routes an admin may call for a counsellor they name.
   */
  adminToo?: true;
  /**
   * `admin` routes about one appointment: another counsellor is told it does not exist (404);
   * `session` routes: so is an admin.
   */
  notTheirs404?: true;
  /** Answers with a login token for the caller (login, change-password). */
  returnsOwnToken?: true;
  /** Answers with a new secret for the caller's own authenticator app (two-step sign-in setup). */
  returnsOwnSecret?: true;
  /** Served files and pages, not JSON answers. */
  web?: true;
  /** `user` routes that check a one-time code: the matrix's made-up code is the caller's 400. */
  checksCode?: true;
}

/** `METHOD path`, as Fastify registered it; HEAD is Fastify's automatic twin of each GET. */
export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  // The web app, its files, and what search engines read.
  'GET /': { access: 'anonymous', web: true },
  'GET /*': { access: 'anonymous', web: true },
  'GET /robots.txt': { access: 'anonymous', web: true },
  'GET /sitemap.xml': { access: 'anonymous', web: true },
  // No `OPTIONS /*`: the CORS preflight route exists only when CORS_ORIGINS lists origins, and
  // cors.test.ts covers it there.

  // OpenAPI document and its UI.
  'GET /api/docs': { access: 'anonymous', web: true },
  'GET /api/docs/static/*': { access: 'anonymous', web: true },
  'GET /api/docs/json': { access: 'anonymous', web: true },
  'GET /api/docs/yaml': { access: 'anonymous', web: true },
  'GET /api/docs/static/index.html': { access: 'anonymous', web: true },
  'GET /api/docs/static/swagger-initializer.js': { access: 'anonymous', web: true },

  // System.
  'GET /api/health': { access: 'anonymous' },
  'GET /api/ready': { access: 'anonymous' },
  'GET /api/config': { access: 'anonymous' },
  'GET /api/admin/jobs/failed': { access: 'admin' },
  'GET /api/admin/phone-messages/failed': { access: 'admin' },
  'POST /api/admin/phone-messages/:id/retry': { access: 'admin' },
  'GET /api/metrics': { access: 'metrics' },

  // Accounts.
  'POST /api/register': { access: 'anonymous' },
  'POST /api/register/resend-otp': { access: 'anonymous' },
  'POST /api/verify-otp': { access: 'anonymous' },
  'POST /api/login': { access: 'anonymous', returnsOwnToken: true },
  // The second step: a live ticket from the password step and a code (decision 023).
  'POST /api/login/mfa': { access: 'anonymous' },
  'GET /api/me/two-factor': { access: 'staff' },
  'POST /api/me/two-factor': { access: 'staff', returnsOwnSecret: true },
  'POST /api/me/two-factor/enable': { access: 'staff' },
  'POST /api/me/two-factor/disable': { access: 'staff' },
  'POST /api/forgot-password': { access: 'anonymous' },
  'POST /api/reset-password': { access: 'anonymous' },
  'GET /auth/google': { access: 'anonymous' },
  'GET /auth/google/callback': { access: 'anonymous' },
  'POST /api/auth/google/exchange': { access: 'anonymous' },
  'GET /api/userdetails': { access: 'user' },
  'POST /api/user/change-password': { access: 'user', returnsOwnToken: true },
  'GET /api/user/profile/read': { access: 'user' },
  'POST /api/user/profile/write': { access: 'user' },

  // Content: public reads, admin writes.
  'GET /api/courses/read': { access: 'anonymous' },
  'GET /api/courses/read/:id': { access: 'anonymous' },
  'POST /api/courses/write': { access: 'admin' },
  'PUT /api/courses/update/:id': { access: 'admin' },
  'DELETE /api/courses/delete/:id': { access: 'admin' },
  // Ratings: anyone reads them; only a learner enrolled in the course writes one.
  'GET /api/courses/:id/ratings': { access: 'anonymous' },
  'PUT /api/courses/:id/rating': { access: 'owner' },
  // Learning: the caller's own progress in a course they bought; certificates are checked by code.
  'GET /api/courses/:id/progress': { access: 'owner' },
  'POST /api/courses/:id/lessons/:lessonId/complete': { access: 'owner' },
  'GET /api/certificates/:code': { access: 'anonymous' },
  'GET /api/certificates/:code/pdf': { access: 'anonymous', web: true },
  'GET /api/blog/read': { access: 'anonymous' },
  'GET /api/blog/read/:idOrSlug': { access: 'anonymous' },
  'POST /api/blog/write': { access: 'admin' },
  'PUT /api/blog/update/:id': { access: 'admin' },
  'DELETE /api/blog/delete/:id': { access: 'admin' },
  'GET /api/getwebinar': { access: 'anonymous' },
  'GET /api/getwebinars/:id': { access: 'owner', adminToo: true },
  'GET /api/admin/webinars': { access: 'admin' },
  'POST /api/postwebinar': { access: 'admin' },
  'PUT /api/webinars/update/:id': { access: 'admin' },
  'DELETE /api/webinar/delete/:id': { access: 'admin' },

  // Payments.
  'GET /api/getkey': { access: 'anonymous' },
  'POST /api/create': { access: 'user' },
  'POST /api/verify-payment': { access: 'owner' },
  'POST /api/confirmpayment': { access: 'owner' },
  'POST /api/payments/simulate': { access: 'simulated' },
  'POST /api/payments/webhook': { access: 'webhook' },
  // Meta's subscription handshake answers only its verify token (400 otherwise); events must carry
  // X-Hub-Signature-256 (decision 028).
  'GET /api/webhooks/whatsapp': { access: 'webhook' },
  'POST /api/webhooks/whatsapp': { access: 'webhook' },
  // Money paperwork: the caller's own documents and payments (an admin's list has everyone's);
  // a document's PDF is its buyer's or an admin's, anyone else is told it does not exist.
  'GET /api/invoices': { access: 'user' },
  'GET /api/invoices/:id/pdf': { access: 'owner', adminToo: true },
  'GET /api/payments/mine': { access: 'user' },
  'GET /api/me/billing': { access: 'user' },
  'PUT /api/me/billing': { access: 'user' },
  'GET /api/admin/reports/revenue': { access: 'admin' },
  'GET /api/admin/overview': { access: 'admin' },

  // Enrolments.
  'POST /api/course-enrollment': { access: 'owner' },
  'GET /api/checkenrollment': { access: 'owner' },
  'POST /api/checkEnrollmentStatus': { access: 'user' },
  'GET /api/enrolled/courses': { access: 'user' },
  'GET /api/enrolled/webinars': { access: 'user' },
  'POST /api/webinars/:id/enroll': { access: 'user' },
  'GET /api/getallenrolledusers': { access: 'admin' },
  'GET /api/admin/enrolments/courses': { access: 'admin' },

  // Appointments.
  'GET /api/appointments/get': { access: 'user' },
  'GET /api/appointments/mine': { access: 'user' },
  'GET /api/appointments/:id/intake': { access: 'session' },
  // The session room and its set-up socket (issue 29).
  'GET /api/sessions/:id/room': { access: 'session', notTheirs404: true },
  'GET /api/sessions/:id/signal': { access: 'socket' },
  'GET /api/sessions/:id/attendance': { access: 'session', adminToo: true },
  'GET /api/me/consents': { access: 'user' },
  'POST /api/appointments/book': { access: 'owner' },
  // Also open to the appointment's own counsellor; the matrix asks about another's, so a 404. Its
  // own counsellor's answer names the client by first name only (no e-mail, no phone).
  'POST /api/appointments/:id': { access: 'admin', notTheirs404: true },
  // Its client only: another client is told it does not exist, an admin or counsellor 403.
  'POST /api/appointments/:id/reschedule': { access: 'owner' },

  // notifications: the caller's own only (another user's ids are ignored, not refused).
  'GET /api/notifications': { access: 'user' },
  'POST /api/notifications/read': { access: 'user' },
  // Counsellors: public profiles, the admin's management, the counsellor's own calendar.
  'GET /api/counsellors': { access: 'anonymous' },
  'GET /api/counsellors/:id': { access: 'anonymous' },
  'GET /api/counsellors/:id/slots': { access: 'anonymous' },
  'GET /api/admin/counsellors': { access: 'admin' },
  'GET /api/admin/counsellors/names': { access: 'admin' },
  'POST /api/admin/counsellors': { access: 'admin' },
  'PUT /api/admin/counsellors/:id': { access: 'admin' },
  'POST /api/admin/counsellors/:id/deactivate': { access: 'admin' },
  'POST /api/admin/counsellors/:id/activate': { access: 'admin' },
  'POST /api/admin/counsellors/:id/invite': { access: 'admin' },
  // The invitation link is the credential: a wrong one gets a 4xx, whoever asks.
  'GET /api/counsellor/invite': { access: 'anonymous' },
  'POST /api/counsellor/accept-invite': { access: 'anonymous' },
  'GET /api/counsellor/availability': { access: 'counsellor', adminToo: true },
  'PUT /api/counsellor/availability': { access: 'counsellor', adminToo: true },
  // booking with counsellors
  // (POST /api/appointments/:id above is also open to the appointment's own counsellor.)
  'POST /api/admin/appointments/:id/counsellor': { access: 'admin' },
  'GET /api/counsellor/appointments': { access: 'counsellor' },
  // Notes follow their author, across a reassignment too (see `counsellor` above).
  'GET /api/counsellor/appointments/:id/notes': { access: 'counsellor' },
  'PUT /api/counsellor/appointments/:id/notes': { access: 'counsellor' },
  // after the session: like deciding, also open to the session's own counsellor (another's: 404);
  // feedback is its client's alone; admins read it.
  'POST /api/appointments/:id/outcome': { access: 'admin', notTheirs404: true },
  'POST /api/appointments/:id/feedback': { access: 'owner' },
  'GET /api/admin/feedback': { access: 'admin' },

  // Data rights and the audit trail: reads of clients' sensitive data, for admins; never written
  // through the API.
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/me/export': { access: 'user' },
  // The caller's own mobile number and the channels that reach it (DESIGN "Phones").
  'GET /api/me/phone': { access: 'user' },
  'POST /api/me/phone/verification': { access: 'user' },
  'POST /api/me/phone/verify': { access: 'user', checksCode: true },
  'DELETE /api/me/phone': { access: 'user' },
  'POST /api/push/subscriptions': { access: 'user' },
  'DELETE /api/push/subscriptions': { access: 'user' },
  'GET /api/me/notification-preferences': { access: 'user' },
  'PUT /api/me/notification-preferences': { access: 'user' },
  // The matrix sends the caller's own password: it erases the owner and the other user, so it runs last.
  'POST /api/me/delete': { access: 'client' },
};
