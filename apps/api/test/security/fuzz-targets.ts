import {
  appointmentIntakes,
  appointments,
  consents,
  blogs,
  certificates,
  documentCounters,
  invoices,
  courseLessons,
  lessonCompletions,
  counsellorInvitations,
  counsellorTimeOff,
  counsellors,
  courseEnrolments,
  courseRatings,
  courses,
  passwordResets,
  payments,
  pendingRegistrations,
  users,
  webhookEvents,
  webinarSeats,
  webinars,
} from '../../src/db/schema/index.ts';

// What the fuzz test sends its bodies to: every route that reads JSON, who calls it, and a base
// body that names nothing that exists, so a valid mutation writes nothing.

export type Caller = 'anonymous' | 'user' | 'admin';

/** A route's body fuzzed from a base body: fields replaced, dropped, added. */
interface BodyTarget {
  route: string;
  /** Who calls it: admin routes are fuzzed as a user (nothing may change) and as the admin. */
  callers: Caller[];
  /** A body that names nothing that exists (so a valid mutation writes nothing). */
  base: Record<string, unknown>;
  /** The URL when the route has an :id; an id that names nothing. */
  url?: string;
  /** Tables a valid body may add rows to (a sign-up adds a pending registration). */
  mayAddTo?: TableName[];
}

export const NOBODY = '00000000-0000-4000-8000-000000000000';
export const EXTRA_KEYS = [
  'role',
  'price',
  'amount',
  'amountPaise',
  '_id',
  'id',
  'userId',
  'isAdmin',
  'admin',
  'status',
  'verified',
  'tokenVersion',
  'passwordHash',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

export const TABLES = {
  users,
  pendingRegistrations,
  passwordResets,
  courses,
  blogs,
  webinars,
  payments,
  webhookEvents,
  courseEnrolments,
  courseRatings,
  webinarSeats,
  appointments,
  counsellors,
  counsellorInvitations,
  counsellorTimeOff,
  courseLessons,
  lessonCompletions,
  certificates,
  invoices,
  documentCounters,
  consents,
  appointmentIntakes,
};
export type TableName = keyof typeof TABLES;

export const BODY_TARGETS: BodyTarget[] = [
  {
    route: 'POST /api/register',
    callers: ['anonymous'],
    base: {
      firstName: 'Fuzz',
      lastName: 'Person',
      phone: '9876543210',
      email: 'fuzz-register@example.test',
      password: 'a fuzzing password',
      acceptTerms: true,
    },
    mayAddTo: ['pendingRegistrations'],
  },
  {
    route: 'POST /api/verify-otp',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test', otp: '123456', password: 'a fuzzing password' },
  },
  {
    route: 'POST /api/register/resend-otp',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test' },
  },
  {
    route: 'POST /api/auth/google/exchange',
    callers: ['anonymous'],
    base: { code: 'a code nobody was given' },
  },
  {
    route: 'POST /api/login',
    callers: ['anonymous'],
    base: { emailorphone: 'nobody@example.test', password: 'not the password' },
  },
  // A reset code is stored for any address, account or not, so the answer tells nobody which exist.
  {
    route: 'POST /api/forgot-password',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test' },
    mayAddTo: ['passwordResets'],
  },
  {
    route: 'POST /api/reset-password',
    callers: ['anonymous'],
    base: { email: 'nobody@example.test', otp: '123456', newPassword: 'a new password' },
  },
  {
    route: 'POST /api/user/change-password',
    callers: ['user'],
    base: {
      currentPassword: 'not the password',
      newPassword: 'a new password',
      confirmNewPassword: 'a new password',
    },
  },
  {
    route: 'POST /api/user/profile/write',
    callers: ['user'],
    base: { firstName: 'Ravi', lastName: 'Test', hobby: 'Reading', language: 'English', DOB: '1990-01-01' },
  },
  {
    route: 'POST /api/courses/write',
    callers: ['user', 'admin'],
    base: {
      name: 'Fuzzed course',
      description: 'About fuzzing.',
      image: 'https://images.example.test/fuzz.jpg',
      category: 'Anxiety',
      price: 299,
      content: ['One', 'Two'],
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      lessons: [{ title: 'First', durationMinutes: 10, youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' }],
    },
    mayAddTo: ['courses', 'courseLessons'],
  },
  {
    route: 'PUT /api/courses/update/:id',
    url: `/api/courses/update/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { name: 'Renamed', price: 1 },
  },
  {
    // Nobody is enrolled in a course that does not exist: a valid body rates nothing.
    route: 'PUT /api/courses/:id/rating',
    url: `/api/courses/${NOBODY}/rating`,
    callers: ['user', 'admin'],
    base: { stars: 4, review: 'Calm and clear.' },
  },
  {
    route: 'POST /api/blog/write',
    callers: ['user', 'admin'],
    base: {
      title: 'Fuzzed blog',
      content: 'On fuzzing.',
      author: 'Asha',
      image: 'https://images.example.test/fuzz.jpg',
      category: 'Anxiety',
    },
    mayAddTo: ['blogs'],
  },
  {
    route: 'PUT /api/blog/update/:id',
    url: `/api/blog/update/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { title: 'Renamed' },
  },
  {
    route: 'POST /api/postwebinar',
    callers: ['user', 'admin'],
    base: {
      title: 'Fuzzed webinar',
      presenter: 'Dr. Meera Rao',
      description: 'About fuzzing.',
      date: '2099-01-01',
      time: '18:30',
      platform: 'meet',
      price: '0',
      meetingLink: 'https://meet.example.test/fuzz',
    },
    mayAddTo: ['webinars'],
  },
  {
    route: 'PUT /api/webinars/update/:id',
    url: `/api/webinars/update/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { title: 'Renamed', price: '5' },
  },
  { route: 'POST /api/create', callers: ['user'], base: { purpose: 'course', courseId: NOBODY } },
  {
    // The booking's consent and intake: a counsellor that does not exist, so nothing is held or kept.
    route: 'POST /api/create',
    callers: ['user'],
    base: {
      purpose: 'appointment',
      date: '2099-01-01',
      slot: 10,
      reason: 'Fuzzing.',
      counsellorId: NOBODY,
      counsellingConsent: true,
      intake: {
        concerns: 'Sleep.',
        hopes: 'Rest.',
        phq9: [0, 1, 2, 3, 0, 1, 2, 3, 1],
        gad7: [3, 2, 1, 0, 3, 2, 1],
      },
    },
  },
  {
    route: 'POST /api/verify-payment',
    callers: ['user'],
    base: { orderId: 'order_sim_nothing', paymentId: 'pay_sim_nothing', signature: 'ab'.repeat(32) },
  },
  {
    route: 'POST /api/confirmpayment',
    callers: ['user'],
    base: {
      webinarId: NOBODY,
      razorpay_order_id: 'order_sim_nothing',
      razorpay_payment_id: 'pay_sim_nothing',
      razorpay_signature: 'ab'.repeat(32),
    },
  },
  {
    route: 'POST /api/payments/simulate',
    callers: ['user'],
    base: { orderId: 'order_sim_nothing', outcome: 'success' },
  },
  // The caller's own billing details: a valid body changes their row, adds none.
  { route: 'PUT /api/me/billing', callers: ['user'], base: { gstin: '27AAAAA0000A1Z5', state: '27' } },
  { route: 'POST /api/course-enrollment', callers: ['user'], base: { courseId: NOBODY } },
  { route: 'POST /api/checkEnrollmentStatus', callers: ['user'], base: { webinarId: NOBODY } },
  {
    route: 'POST /api/webinars/:id/enroll',
    url: `/api/webinars/${NOBODY}/enroll`,
    callers: ['user'],
    base: {},
  },
  // A slot with no paid order: the booking can never be made.
  { route: 'POST /api/appointments/book', callers: ['user'], base: { date: '2030-01-02', slot: 12 } },
  {
    route: 'POST /api/appointments/:id',
    url: `/api/appointments/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { status: 'accepted' },
  },
  // An appointment that does not exist: no move is ever made.
  {
    route: 'POST /api/appointments/:id/reschedule',
    url: `/api/appointments/${NOBODY}/reschedule`,
    callers: ['user'],
    base: { date: '2030-01-02', slot: 12 },
  },
  // notifications: an id that names nothing marks nothing.
  { route: 'POST /api/notifications/read', callers: ['user'], base: { ids: [NOBODY] } },
  // An admin's valid body adds a counsellor: their account, profile and invitation.
  {
    route: 'POST /api/admin/counsellors',
    callers: ['user', 'admin'],
    base: {
      email: 'fuzz-counsellor@example.test',
      firstName: 'Fuzz',
      lastName: 'Counsellor',
      title: 'Psychologist',
      bio: 'On fuzzing.',
      languages: ['English'],
      specialities: ['anxiety'],
    },
    mayAddTo: ['users', 'counsellors', 'counsellorInvitations'],
  },
  {
    route: 'PUT /api/admin/counsellors/:id',
    url: `/api/admin/counsellors/${NOBODY}`,
    callers: ['user', 'admin'],
    base: { bio: 'Renamed', yearsOfExperience: 3 },
  },
  {
    route: 'POST /api/counsellor/accept-invite',
    callers: ['anonymous'],
    base: { token: 'a link nobody was given', password: 'a fuzzing password' },
  },
  // A user is refused; the admin names a counsellor who does not exist.
  {
    route: 'PUT /api/counsellor/availability',
    url: `/api/counsellor/availability?counsellorId=${NOBODY}`,
    callers: ['user', 'admin'],
    base: { weekly: { '0': [9], '1': [9], '2': [9], '3': [9], '4': [9], '5': [9], '6': [9] }, timeOff: [] },
  },
  // booking with counsellors
  {
    route: 'POST /api/admin/appointments/:id/counsellor',
    url: `/api/admin/appointments/${NOBODY}/counsellor`,
    callers: ['user', 'admin'],
    base: { counsellorId: NOBODY },
  },
  {
    route: 'PUT /api/counsellor/appointments/:id/notes',
    url: `/api/counsellor/appointments/${NOBODY}/notes`,
    callers: ['user'],
    base: { notes: 'Notes on nobody.' },
  },
  // after the session: an appointment that does not exist is never marked nor rated.
  {
    route: 'POST /api/appointments/:id/outcome',
    url: `/api/appointments/${NOBODY}/outcome`,
    callers: ['user', 'admin'],
    base: { outcome: 'completed' },
  },
  {
    route: 'POST /api/appointments/:id/feedback',
    url: `/api/appointments/${NOBODY}/feedback`,
    callers: ['user', 'admin'],
    base: { rating: 4, comment: 'Kind and clear.' },
  },
  // A wrong password never erases anything.
  { route: 'POST /api/me/delete', callers: ['user'], base: { password: 'not the password' } },
  // A ticket nobody was given earns nothing.
  {
    route: 'POST /api/login/mfa',
    callers: ['anonymous'],
    base: { mfaToken: 'a ticket nobody was given', code: '123456' },
  },
  // Nothing to confirm (no setup started), and a wrong password turns nothing off.
  { route: 'POST /api/me/two-factor/enable', callers: ['user', 'admin'], base: { code: '123456' } },
  {
    route: 'POST /api/me/two-factor/disable',
    callers: ['user', 'admin'],
    base: { password: 'not the password', code: '123456' },
  },
  // Phones (issue 30): a code goes to the outbox for a number; a wrong code verifies nothing.
  { route: 'POST /api/me/phone/verification', callers: ['user'], base: { phone: '9876500000' } },
  {
    route: 'POST /api/me/phone/verify',
    callers: ['user'],
    base: { phone: '9876500000', code: '123456' },
  },
  // Only the caller's own choices; SMS and WhatsApp are refused without a verified number.
  { route: 'PUT /api/me/notification-preferences', callers: ['user'], base: { email: true } },
  // Web push: a device of the caller's, at a known push service's https address only.
  {
    route: 'POST /api/push/subscriptions',
    callers: ['user'],
    base: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-device',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  },
  {
    route: 'DELETE /api/push/subscriptions',
    callers: ['user'],
    base: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-device' },
  },
];

/** Routes that read no JSON body, and why they are fuzzed elsewhere in this file. */
export const NOT_JSON_BODY: Record<string, string> = {
  'POST /api/payments/webhook': 'raw signed body: fuzzed below as raw bytes',
  'DELETE /api/courses/delete/:id': 'no body: ids fuzzed below',
  'DELETE /api/blog/delete/:id': 'no body: ids fuzzed below',
  'DELETE /api/webinar/delete/:id': 'no body: ids fuzzed below',
  'POST /api/admin/counsellors/:id/deactivate': 'no body: ids fuzzed below',
  'POST /api/admin/counsellors/:id/activate': 'no body: ids fuzzed below',
  'POST /api/admin/counsellors/:id/invite': 'no body: ids fuzzed below',
  'POST /api/courses/:id/lessons/:lessonId/complete': 'no body: ids fuzzed below',
  'POST /api/me/two-factor': 'no body: starts a setup for the caller, covered by two-factor.test.ts',
  'POST /api/admin/phone-messages/:id/retry': 'no body: ids fuzzed below',
  'DELETE /api/me/phone': "no body: removes the caller's own number, covered by phones.test.ts",
  'POST /api/webhooks/whatsapp':
    'raw body signed by Meta, refused unsigned: covered by phone-messages.test.ts',
};
