import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { addDays, istDay } from '../../src/lib/ist.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createUserWithToken, type TestUser } from '../users-fixture.ts';
import { insertCourse, insertLesson, insertWebinar } from '../purchase-fixture.ts';
import { ROUTE_POLICY } from './route-policy.ts';
import { WEEKDAY_KEYS, defaultWeeklyHours } from '@sukoon/contract';
import { createCounsellor } from '../../src/modules/appointments/counsellor-test-kit.ts';
import { bookAndPay } from '../../src/modules/appointments/appointments-test-kit.ts';
import { appointments } from '../../src/db/schema/index.ts';
import { createMatrixApp, registeredRoutes, type MatrixApp } from './access-matrix-app.ts';
import { CALLERS, accessProblems, leakProblems, shapeProblems, type Caller } from './access-matrix-checks.ts';
import { sealedReason } from '../sealed-rows.ts';
import { insertFailedPhoneMessage } from '../../src/modules/phones/phones-test-kit.ts';

// Every route the app registers × every kind of caller: nobody gets a 2xx they should not, and no
// answer carries a field outside its schema, a password hash, an OTP, somebody else's token or
// signature, or a server secret (DESIGN, API rules 4 and 5).

describe('access matrix: every route × anonymous, user, another user, counsellor, admin', () => {
  let t: MatrixApp;
  const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
  const passwords = {} as Record<Exclude<Caller, 'anonymous'>, string>;
  /** Ids and payment proofs of things user A bought, and admin content to edit and delete. */
  const f = {} as {
    paidCourse: string;
    paidLesson: string;
    paidWebinar: string;
    freeWebinar: string;
    openOrder: string;
    courseProof: Record<string, string>;
    webinarProof: Record<string, string>;
    appointmentId: string;
    appointmentDate: string;
    courseToUpdate: string;
    courseToDelete: string;
    blogToUpdate: string;
    blogToDelete: string;
    webinarToUpdate: string;
    webinarToDelete: string;
    pendingEmail: string;
    counsellorId: string;
    spareCounsellorId: string;
    spareInviteToken: string;
    // booking with counsellors
    reassignTo: string;
    requestToReassign: string;
    requestToDecide: string;
    // after the session
    endedSession: string;
    sessionToMove: string;
    sessionRoom: string;
    // money paperwork
    invoiceId: string;
    // a WhatsApp message that gave up, for the admin's "Try again"
    failedPhoneMessage: string;
  };
  const signatures: string[] = [];
  const MEETING_LINK = 'https://meet.example.test/paid-webinar-room';
  const MEETING_PASS = 'paid-webinar-pass-8731';
  const PAID_VIDEO = 'PaidVideo01';
  const PAID_LESSON_VIDEO = 'PaidLesson1';
  const INTAKE_TEXT = 'Matrix intake: sleepless before deadlines';

  const headersOf = (who: Caller) => (who === 'anonymous' ? {} : users[who].headers);
  const post = async (url: string, who: Caller, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: headersOf(who), payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, string>>();
  };
  /** Creates, pays (simulated checkout) and returns the proof of an order of A's. */
  const buy = async (body: object) => {
    const { orderId } = await post('/api/create', 'owner', body);
    const proof = await post('/api/payments/simulate', 'owner', { orderId, outcome: 'success' });
    if (proof.signature) signatures.push(proof.signature);
    return proof;
  };

  /** Adds a counsellor as an admin does; the link's token is read from their invitation mail. */
  const inviteCounsellor = async (email: string) => {
    const { counsellor } = (await post('/api/admin/counsellors', 'admin', {
      email,
      firstName: 'Meera',
      lastName: 'Rao',
      title: 'Counselling Psychologist',
      bio: 'Calm and practical.',
      languages: ['English'],
      specialities: ['anxiety'],
    })) as unknown as { counsellor: { _id: string } };
    const mail = t.mails.findLast((item) => item.to === email);
    const token = /\/counsellor\/welcome\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    return { id: counsellor._id, token };
  };

  beforeAll(async () => {
    t = await createMatrixApp();
    for (const who of ['owner', 'other', 'admin'] as const) {
      passwords[who] = `the ${who} password 1`;
      users[who] = await createUserWithToken(t, who === 'admin' ? 'admin' : 'user', {
        passwordHash: await hashPassword(passwords[who]),
      });
    }
    // The counsellor joins through their invitation and logs in, like a real one.
    passwords.counsellor = 'the counsellor password 1';
    const joined = await inviteCounsellor('matrix-counsellor@example.test');
    f.counsellorId = joined.id;
    await post('/api/counsellor/accept-invite', 'anonymous', {
      token: joined.token,
      password: passwords.counsellor,
    });
    const { token } = await post('/api/login', 'anonymous', {
      emailorphone: 'matrix-counsellor@example.test',
      password: passwords.counsellor,
    });
    const authorization = `Bearer ${token}`;
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/userdetails',
      headers: { authorization },
    });
    users.counsellor = {
      id: details.json<{ user: { _id: string } }>().user._id,
      email: 'matrix-counsellor@example.test',
      role: 'counsellor',
      token: token ?? '',
      headers: { authorization },
    };
    // One who has not joined: invitations are resent to them, and they are deactivated and back.
    const spare = await inviteCounsellor('matrix-spare-counsellor@example.test');
    f.spareCounsellorId = spare.id;
    f.spareInviteToken = spare.token;
    const now = new Date();
    const inAWeek = new Date(now.getTime() + 7 * 86_400_000);
    f.paidCourse = (
      await insertCourse(t, { priceRupees: 499, youtubeLink: `https://www.youtube.com/embed/${PAID_VIDEO}` })
    ).id;
    f.paidLesson = (
      await insertLesson(t, f.paidCourse, {
        youtubeLink: `https://www.youtube.com/embed/${PAID_LESSON_VIDEO}`,
      })
    ).id;
    f.courseToUpdate = (await insertCourse(t)).id;
    f.courseToDelete = (await insertCourse(t)).id;
    const openCourse = (await insertCourse(t, { priceRupees: 999 })).id;
    f.paidWebinar = (
      await insertWebinar(t, inAWeek, {
        meetingLink: MEETING_LINK,
        meetingPass: MEETING_PASS,
        priceRupees: 299,
      })
    ).id;
    f.freeWebinar = (await insertWebinar(t, inAWeek, { priceRupees: 0 })).id;
    f.webinarToUpdate = (await insertWebinar(t, inAWeek)).id;
    f.webinarToDelete = (await insertWebinar(t, inAWeek)).id;
    const blog = {
      title: 'Sleep and worry',
      content: 'A blog about sleep.',
      author: 'Dr. Meera Rao',
      image: 'https://images.example.test/sleep.jpg',
      category: 'Depression',
    };
    f.blogToUpdate = (await post('/api/blog/write', 'admin', blog))._id ?? '';
    f.blogToDelete = (await post('/api/blog/write', 'admin', blog))._id ?? '';

    // A buys a course and a webinar seat, books an appointment, and leaves one order unpaid.
    f.courseProof = await buy({ purpose: 'course', courseId: f.paidCourse });
    await post('/api/verify-payment', 'owner', f.courseProof);
    f.webinarProof = await buy({ purpose: 'webinar', webinarId: f.paidWebinar });
    await post('/api/confirmpayment', 'owner', { webinarId: f.paidWebinar, ...f.webinarProof });
    f.appointmentDate = addDays(istDay(now), 2);
    const slot = { date: f.appointmentDate, slot: 12 };
    await post(
      '/api/verify-payment',
      'owner',
      await buy({ purpose: 'appointment', counsellingConsent: true, ...slot, reason: 'Stress.' }),
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: users.owner.headers,
    });
    f.appointmentId = mine.json<{ _id: string }[]>()[0]?._id ?? '';
    f.openOrder =
      (await post('/api/create', 'owner', { purpose: 'course', courseId: openCourse })).orderId ?? '';
    // A's accepted session with the matrix's counsellor, three days ahead: its room is A's and the
    // counsellor's alone, and A may move it.
    const sessionDay = addDays(istDay(now), 3);
    await post(
      '/api/verify-payment',
      'owner',
      await buy({
        purpose: 'appointment',
        counsellingConsent: true,
        date: sessionDay,
        slot: 10,
        reason: 'Work.',
        counsellorId: f.counsellorId,
        intake: { concerns: INTAKE_TEXT, phq9: [1, 1, 1, 1, 1, 1, 1, 1, 0] },
      }),
    );
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: users.owner.headers,
    });
    f.sessionToMove =
      sessions.json<{ _id: string }[]>().find((row) => row._id !== f.appointmentId)?._id ?? '';
    await post(`/api/appointments/${f.sessionToMove}`, 'admin', { status: 'accepted' });
    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/mine',
      headers: users.owner.headers,
    });
    f.sessionRoom =
      accepted.json<{ _id: string; meetingLink?: string }[]>().find((row) => row._id === f.sessionToMove)
        ?.meetingLink ?? '';

    // booking with counsellors: a client outside the matrix books 14:00 (it goes to the spare, the
    // least recently assigned); then one more counsellor joins who sees clients at 14:00 but not at
    // A's 12:00, so A's hour stays taken for B and the admin can move the 14:00 request to them.
    /** A paid request by a client outside the matrix; its id. */
    const requestOfAnotherClient = async (slot: number, counsellorId?: string) => {
      const client = await createUserWithToken(t, 'user');
      const { orderId } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/create',
          headers: client.headers,
          payload: {
            purpose: 'appointment',
            counsellingConsent: true,
            date: f.appointmentDate,
            slot,
            reason: 'Sleep.',
            counsellorId,
          },
        })
      ).json<{ orderId: string }>();
      const proof = await t.app.inject({
        method: 'POST',
        url: '/api/payments/simulate',
        headers: client.headers,
        payload: { orderId, outcome: 'success' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/verify-payment',
        headers: client.headers,
        payload: proof.json<object>(),
      });
      const [request] = (
        await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: client.headers })
      ).json<{ _id: string }[]>();
      return request?._id ?? '';
    };
    f.requestToReassign = await requestOfAnotherClient(14);
    // The spare's request: the admin decides it; the matrix's counsellor, not its counsellor, cannot.
    f.requestToDecide = await requestOfAnotherClient(15, f.spareCounsellorId);
    const weekly = defaultWeeklyHours();
    for (const day of WEEKDAY_KEYS) weekly[day] = weekly[day].filter((hour) => hour !== 12);
    f.reassignTo = (await createCounsellor(t, { firstName: 'Matrix', weeklyHours: weekly })).counsellorId;
    // A's session with the spare, accepted and over since yesterday: its outcome (the admin; the
    // matrix's counsellor is not its counsellor) and A's feedback.
    const [ended] = await t.database.db
      .insert(appointments)
      .values({
        userId: users.owner.id,
        counsellorId: f.spareCounsellorId,
        date: addDays(istDay(now), -1),
        slot: 12,
        ...sealedReason('Stress.'),
        status: 'accepted',
      })
      .returning({ id: appointments.id });
    f.endedSession = ended?.id ?? '';

    // An OTP is live for a pending sign-up and for A's password reset.
    f.pendingEmail = 'pending-signup@example.test';
    await post('/api/register', 'anonymous', {
      firstName: 'Pending',
      lastName: 'Person',
      phone: '9876543210',
      email: f.pendingEmail,
      password: 'a pending password',
    });
    await post('/api/forgot-password', 'anonymous', { email: users.owner.email });
    expect(t.mails.length).toBeGreaterThanOrEqual(2);
    expect(f.appointmentId).not.toBe('');
    expect(f.requestToReassign).not.toBe('');
    expect(f.requestToDecide).not.toBe('');
    expect(f.endedSession).not.toBe('');
    expect(f.sessionRoom).toMatch(/^https:\/\/meet\.jit\.si\/sukoon-/);
    // money paperwork: A's course invoice.
    const documents = await t.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: users.owner.headers,
    });
    f.invoiceId =
      documents.json<{ _id: string; purpose: string }[]>().find((row) => row.purpose === 'course')?._id ?? '';
    expect(f.invoiceId).not.toBe('');
    f.failedPhoneMessage = await insertFailedPhoneMessage(t, users.owner);
  });
  afterAll(() => t?.close());

  const validCourse = {
    name: 'Anxiety basics',
    description: 'A course about anxiety.',
    image: 'https://images.example.test/anxiety.jpg',
    category: 'Anxiety',
    price: 299,
    content: ['Breathing', 'Thoughts'],
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  };
  const validWebinar = {
    title: 'Exam stress',
    presenter: 'Dr. Meera Rao',
    description: 'For students.',
    date: '2099-01-01',
    time: '18:30',
    platform: 'meet',
    price: '0',
    meetingLink: 'https://meet.example.test/new',
  };

  /** The request each route gets from each caller: real ids of A's things, valid bodies. */
  function requestFor(route: string, who: Caller): InjectOptions {
    const [method = 'GET', routePath = '/'] = route.split(' ');
    const credentials = who === 'anonymous' ? 'owner' : who;
    const bodies: Record<string, object> = {
      'POST /api/register': {
        firstName: 'New',
        lastName: 'Person',
        phone: '9876543211',
        email: `new-${who}@example.test`,
        password: 'a new password',
      },
      'POST /api/verify-otp': { email: f.pendingEmail, otp: '000000', password: 'a pending password' },
      'POST /api/auth/google/exchange': { code: 'someone-elses-code' },
      'POST /api/register/resend-otp': { email: f.pendingEmail },
      'POST /api/login': { emailorphone: users[credentials].email, password: passwords[credentials] },
      'POST /api/login/mfa': { mfaToken: 'not-a-ticket', code: '123456' },
      'POST /api/me/two-factor/enable': { code: '123456' },
      'POST /api/me/two-factor/disable': { password: passwords[credentials], code: '123456' },
      'POST /api/forgot-password': { email: users.owner.email },
      'POST /api/reset-password': {
        email: users.owner.email,
        otp: '000000',
        newPassword: 'another password',
      },
      'POST /api/user/change-password': {
        currentPassword: passwords[credentials],
        newPassword: `${passwords[credentials]} changed`,
        confirmNewPassword: `${passwords[credentials]} changed`,
      },
      'POST /api/user/profile/write': { hobby: 'Reading' },
      'POST /api/courses/write': validCourse,
      'PUT /api/courses/update/:id': { name: 'Anxiety, revised' },
      'POST /api/blog/write': {
        title: 'Worry',
        content: 'On worry.',
        author: 'Asha',
        image: 'https://images.example.test/worry.jpg',
        category: 'Anxiety',
      },
      'PUT /api/blog/update/:id': { title: 'Worry, revised' },
      'PUT /api/courses/:id/rating': { stars: 4, review: 'Calm and clear.' },
      'POST /api/postwebinar': validWebinar,
      'PUT /api/webinars/update/:id': { title: 'Exam stress, revised' },
      'POST /api/create': { purpose: 'course', courseId: f.courseToUpdate },
      'POST /api/verify-payment': f.courseProof,
      'POST /api/confirmpayment': { webinarId: f.paidWebinar, ...f.webinarProof },
      'POST /api/payments/simulate': { orderId: f.openOrder, outcome: 'success' },
      'POST /api/payments/webhook': { event: 'payment.captured', payload: {} },
      'POST /api/webhooks/whatsapp': { object: 'whatsapp_business_account', entry: [] },
      'POST /api/me/phone/verification': { phone: '9876500011' },
      'POST /api/me/phone/verify': { phone: '9876500011', code: '000000' },
      'PUT /api/me/notification-preferences': { email: true },
      'POST /api/push/subscriptions': {
        endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
      'DELETE /api/push/subscriptions': { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device' },
      'POST /api/course-enrollment': { courseId: f.paidCourse },
      'POST /api/checkEnrollmentStatus': { webinarId: f.paidWebinar },
      'POST /api/webinars/:id/enroll': {},
      'POST /api/appointments/book': { date: f.appointmentDate, slot: 12 },
      'POST /api/appointments/:id': { status: 'accepted' },
      'POST /api/appointments/:id/reschedule': { date: addDays(istDay(new Date()), 3), slot: 11 },
      'POST /api/admin/counsellors': {
        email: `new-counsellor-${who}@example.test`,
        firstName: 'New',
        lastName: 'Counsellor',
        title: 'Psychologist',
        bio: 'New here.',
        languages: ['Hindi'],
        specialities: ['career'],
      },
      'PUT /api/admin/counsellors/:id': { bio: 'Calm, practical and kind.' },
      'POST /api/counsellor/accept-invite': { token: 'not-the-link', password: 'a counsellor password' },
      'PUT /api/counsellor/availability': {
        weekly: { '0': [], '1': [9, 10], '2': [9], '3': [9], '4': [9], '5': [9], '6': [] },
        timeOff: [{ from: '2099-01-01', to: '2099-01-07' }],
      },
      // booking with counsellors
      'POST /api/admin/appointments/:id/counsellor': { counsellorId: f.reassignTo },
      'PUT /api/counsellor/appointments/:id/notes': { notes: 'Not yours to write.' },
      'POST /api/appointments/:id/outcome': { outcome: 'completed' },
      'POST /api/appointments/:id/feedback': { rating: 5, comment: 'Helpful.' },
      'PUT /api/me/billing': { state: '29' },
      'POST /api/me/delete': { password: passwords[credentials], confirmCancellation: true },
    };
    const forCounsellor = who === 'admin' ? `?counsellorId=${f.counsellorId}` : '';
    const urls: Record<string, string> = {
      'GET /*': '/courses',
      'GET /api/docs/static/*': '/api/docs/static/swagger-ui.css',
      'GET /api/checkenrollment': `/api/checkenrollment?courseId=${f.paidCourse}`,
      'GET /auth/google/callback': '/auth/google/callback?code=abc&state=def',
      'GET /api/courses/read/:id': `/api/courses/read/${f.paidCourse}`,
      'GET /api/courses/:id/progress': `/api/courses/${f.paidCourse}/progress`,
      'POST /api/courses/:id/lessons/:lessonId/complete': `/api/courses/${f.paidCourse}/lessons/${f.paidLesson}/complete`,
      'GET /api/certificates/:code': '/api/certificates/NOTACERTIFICATECODE234567',
      'GET /api/certificates/:code/pdf': '/api/certificates/NOTACERTIFICATECODE234567/pdf',
      'PUT /api/courses/update/:id': `/api/courses/update/${f.courseToUpdate}`,
      'DELETE /api/courses/delete/:id': `/api/courses/delete/${f.courseToDelete}`,
      'PUT /api/blog/update/:id': `/api/blog/update/${f.blogToUpdate}`,
      'GET /api/blog/read/:idOrSlug': `/api/blog/read/${f.blogToUpdate}`,
      'GET /api/courses/:id/ratings': `/api/courses/${f.paidCourse}/ratings`,
      'PUT /api/courses/:id/rating': `/api/courses/${f.paidCourse}/rating`,
      'DELETE /api/blog/delete/:id': `/api/blog/delete/${f.blogToDelete}`,
      'GET /api/getwebinars/:id': `/api/getwebinars/${f.paidWebinar}`,
      'PUT /api/webinars/update/:id': `/api/webinars/update/${f.webinarToUpdate}`,
      'DELETE /api/webinar/delete/:id': `/api/webinar/delete/${f.webinarToDelete}`,
      'POST /api/webinars/:id/enroll': `/api/webinars/${f.freeWebinar}/enroll`,
      'POST /api/appointments/:id': `/api/appointments/${f.requestToDecide}`,
      'POST /api/appointments/:id/reschedule': `/api/appointments/${f.sessionToMove}/reschedule`,
      'GET /api/appointments/:id/intake': `/api/appointments/${f.sessionToMove}/intake`,
      'GET /api/sessions/:id/room': `/api/sessions/${f.sessionToMove}/room`,
      'GET /api/sessions/:id/signal': `/api/sessions/${f.sessionToMove}/signal`,
      'GET /api/sessions/:id/attendance': `/api/sessions/${f.sessionToMove}/attendance`,
      'OPTIONS /*': '/api/courses/read',
      'GET /api/counsellors/:id': `/api/counsellors/${f.counsellorId}`,
      'GET /api/counsellors/:id/slots': `/api/counsellors/${f.counsellorId}/slots`,
      'PUT /api/admin/counsellors/:id': `/api/admin/counsellors/${f.counsellorId}`,
      'POST /api/admin/counsellors/:id/deactivate': `/api/admin/counsellors/${f.spareCounsellorId}/deactivate`,
      'POST /api/admin/counsellors/:id/activate': `/api/admin/counsellors/${f.spareCounsellorId}/activate`,
      'POST /api/admin/counsellors/:id/invite': `/api/admin/counsellors/${f.spareCounsellorId}/invite`,
      'GET /api/counsellor/invite': `/api/counsellor/invite?token=${f.spareInviteToken}`,
      'GET /api/counsellor/availability': `/api/counsellor/availability${forCounsellor}`,
      'PUT /api/counsellor/availability': `/api/counsellor/availability${forCounsellor}`,
      // booking with counsellors
      'POST /api/admin/appointments/:id/counsellor': `/api/admin/appointments/${f.requestToReassign}/counsellor`,
      'GET /api/counsellor/appointments/:id/notes': `/api/counsellor/appointments/${f.appointmentId}/notes`,
      'PUT /api/counsellor/appointments/:id/notes': `/api/counsellor/appointments/${f.appointmentId}/notes`,
      'POST /api/appointments/:id/outcome': `/api/appointments/${f.endedSession}/outcome`,
      'POST /api/appointments/:id/feedback': `/api/appointments/${f.endedSession}/feedback`,
      'GET /api/admin/feedback': `/api/admin/feedback${forCounsellor}`,
      'GET /api/invoices/:id/pdf': `/api/invoices/${f.invoiceId}/pdf`,
      'POST /api/admin/phone-messages/:id/retry': `/api/admin/phone-messages/${f.failedPhoneMessage}/retry`,
      'GET /api/admin/reports/revenue': '/api/admin/reports/revenue?from=2026-01&to=2026-12',
    };
    const headers: Record<string, string> = { ...headersOf(who) };
    if (method === 'OPTIONS') {
      headers.origin = 'https://elsewhere.example';
      headers['access-control-request-method'] = 'POST';
    }
    const body = bodies[route];
    return {
      method: method,
      url: urls[route] ?? routePath,
      headers,
      ...(body ? { payload: body } : {}),
    };
  }

  it('has a policy for every route, and every policy names a route', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((route) => !(route in ROUTE_POLICY)),
      'routes missing from route-policy.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_POLICY).filter((route) => !routes.includes(route)),
      'route-policy.ts names routes that no longer exist',
    ).toEqual([]);
  });

  // Before the matrix, whose last call erases user A's and user B's accounts.
  it("answers about the caller only: user B sees nothing of user A's purchases and bookings", async () => {
    const get = (url: string, who: Caller) => t.app.inject({ method: 'GET', url, headers: headersOf(who) });
    expect((await get('/api/enrolled/courses', 'owner')).json()).toHaveLength(1);
    expect((await get('/api/enrolled/courses', 'other')).json()).toEqual([]);
    // Both enrolled in the free webinar above; only A paid for the other one.
    const webinarIds = async (who: Caller) =>
      (await get('/api/enrolled/webinars', who))
        .json<{ webinars: { _id: string }[] }>()
        .webinars.map((w) => w._id);
    expect(await webinarIds('owner')).toContain(f.paidWebinar);
    expect(await webinarIds('other')).not.toContain(f.paidWebinar);
    // A's request, A's session that has ended, and A's session to move.
    expect((await get('/api/appointments/mine', 'owner')).json()).toHaveLength(3);
    expect((await get('/api/appointments/mine', 'other')).json()).toEqual([]);
    // B learns that A's counsellor is taken at A's hour, and nothing more.
    const takenOfCounsellor = `/api/appointments/get?counsellorId=${f.counsellorId}`;
    expect((await get(takenOfCounsellor, 'other')).json()).toContainEqual({
      date: f.appointmentDate,
      slot: 12,
    });
    for (const path of [takenOfCounsellor, '/api/appointments/get']) {
      for (const entry of (await get(path, 'other')).json<object[]>()) {
        expect(Object.keys(entry).sort()).toEqual(['date', 'slot']);
      }
    }
    const status = (who: Caller) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkEnrollmentStatus',
        headers: headersOf(who),
        payload: { webinarId: f.paidWebinar },
      });
    expect((await status('owner')).json()).toEqual({ success: true, alreadyPaid: true });
    expect((await status('other')).json()).toEqual({ success: true, alreadyPaid: false });
    expect((await get(`/api/getwebinars/${f.paidWebinar}`, 'other')).statusCode).toBe(403);
    // A paid course's video: A bought it and sees it; B sees the course without it.
    expect((await get(`/api/courses/read/${f.paidCourse}`, 'owner')).body).toContain(PAID_VIDEO);
    expect((await get(`/api/courses/read/${f.paidCourse}`, 'other')).body).not.toContain(PAID_VIDEO);
    expect((await get(`/api/courses/read/${f.paidCourse}`, 'owner')).body).toContain(PAID_LESSON_VIDEO);
    expect((await get(`/api/courses/read/${f.paidCourse}`, 'other')).body).not.toContain(PAID_LESSON_VIDEO);
    // Money paperwork: A's invoices and payments are A's (and the admin's) alone.
    const ownDocuments = (await get('/api/invoices', 'owner')).json<{ _id: string }[]>();
    expect(ownDocuments.length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/invoices', 'other')).json()).toEqual([]);
    expect((await get('/api/payments/mine', 'other')).json()).toEqual([]);
    expect((await get('/api/payments/mine', 'owner')).json<unknown[]>().length).toBeGreaterThanOrEqual(3);
    const adminDocuments = (await get('/api/invoices', 'admin')).json<{ _id: string }[]>();
    expect(adminDocuments.map((row) => row._id)).toEqual(
      expect.arrayContaining(ownDocuments.map((row) => row._id)),
    );
  });

  it("gives a counsellor's decision no contact details, and keeps notes with their author after a reassignment", async () => {
    // Counsellors and a client of their own, at an hour no other part of the matrix uses.
    const weekly = defaultWeeklyHours();
    for (const day of WEEKDAY_KEYS) weekly[day] = [17];
    const first = await createCounsellor(t, { firstName: 'Notes', weeklyHours: weekly });
    const second = await createCounsellor(t, { firstName: 'Second', weeklyHours: weekly });
    const client = await createUserWithToken(t, 'user', { firstName: 'Uma', phone: '9876512345' });
    await bookAndPay(t, client, { date: f.appointmentDate, slot: 17, counsellorId: first.counsellorId });
    const [request] = (
      await t.app.inject({ method: 'GET', url: '/api/appointments/mine', headers: client.headers })
    ).json<{ _id: string }[]>();
    const id = request?._id ?? '';
    const send = (method: 'GET' | 'PUT' | 'POST', url: string, by: TestUser, payload?: object) =>
      t.app.inject({ method, url, headers: by.headers, ...(payload ? { payload } : {}) });
    const notes = `/api/counsellor/appointments/${id}/notes`;

    expect((await send('PUT', notes, first, { notes: 'FIRST PRIVATE NOTE' })).statusCode).toBe(200);
    const moved = await send('POST', `/api/admin/appointments/${id}/counsellor`, users.admin, {
      counsellorId: second.counsellorId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await send('GET', notes, second)).json()).toEqual({ notes: '', updatedAt: null });
    expect((await send('PUT', notes, second, { notes: 'SECOND NOTE' })).statusCode).toBe(200);
    expect((await send('GET', notes, first)).json<{ notes: string }>().notes).toBe('FIRST PRIVATE NOTE');
    expect((await send('GET', notes, second)).json<{ notes: string }>().notes).toBe('SECOND NOTE');

    for (const status of ['accepted', 'cancelled']) {
      const decided = await send('POST', `/api/appointments/${id}`, second, { status });
      expect(decided.statusCode, decided.body).toBe(200);
      const { appointment } = decided.json<{ appointment: { userId: Record<string, unknown> } }>();
      expect(Object.keys(appointment.userId)).toEqual(['firstName']);
      expect(decided.body).not.toContain(client.email);
      expect(decided.body).not.toContain('9876512345');
      expect(decided.body).not.toMatch(/"(email|phone)"/);
    }
  });

  it('lets each caller do only what the policy allows, and leaks nothing', async () => {
    // change-password ends the caller's other sessions, and erasure the account: they go last.
    const lastness = (route: string) =>
      route.includes('me/delete') ? 2 : route.includes('change-password') ? 1 : 0;
    const routes = registeredRoutes(t.app).sort((a, b) => lastness(a) - lastness(b));
    const problems: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const policy = ROUTE_POLICY[route];
      if (!policy) continue;
      for (const who of CALLERS) {
        const response = await t.app.inject(requestFor(route, who));
        checked += 1;
        const found = [
          ...accessProblems(policy, who, response.statusCode),
          ...leakProblems(route, policy, who, response, {
            config: t.config,
            mails: t.mails,
            users,
            signatures,
            meeting: [MEETING_LINK, MEETING_PASS],
            paidVideos: [PAID_VIDEO, PAID_LESSON_VIDEO],
            sessionRoom: f.sessionRoom,
            intakeText: INTAKE_TEXT,
          }),
          ...shapeProblems(route, response, t.schemas),
        ];
        for (const problem of found) {
          problems.push(
            `${route} as ${who} (${response.statusCode}): ${problem} — ${response.body.slice(0, 160)}`,
          );
        }
        if (
          route === 'POST /api/user/change-password' &&
          who !== 'anonymous' &&
          response.statusCode === 200
        ) {
          const { token } = response.json<{ token: string }>();
          users[who] = { ...users[who], token, headers: { authorization: `Bearer ${token}` } };
          passwords[who] = `${passwords[who]} changed`;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(routes.length * CALLERS.length);
  });
});
