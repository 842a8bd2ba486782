import type { Agent as HttpsAgent } from 'node:https';
import {
  blogListResponse,
  blogPageResponse,
  courseListResponse,
  coursePageResponse,
  publicWebinarListResponse,
  publicWebinarPageResponse,
} from '@sukoon/contract';
import type { AppContext } from './app-context.ts';
import { defineBackgroundJobs, SESSION_REMINDERS_JOB } from './background-jobs.ts';
import type { DemoContentWriters } from './db/seed-demo.ts';
import { createCachedLists } from './lib/cached-pages.ts';
import type { JobQueue } from './lib/jobs.ts';
import { createOtpHasher } from './lib/otp.ts';
import type { ZodApp } from './lib/zod-app.ts';
import { createAppointmentEvents } from './modules/appointments/appointment-events.ts';
import { createAppointmentPurchaseHandler } from './modules/appointments/appointment-purchase.ts';
import { createRescheduleService } from './modules/appointments/appointment-reschedule.ts';
import { createAppointmentsService } from './modules/appointments/appointments-service.ts';
import { createCounsellorDeskService } from './modules/appointments/counsellor-desk-service.ts';
import { createAuditService } from './modules/audit/audit-service.ts';
import { ensureAdmin } from './modules/auth/admin-account.ts';
import { hasAnyAdmin } from './modules/auth/auth-repository.ts';
import { createAuthLimiters, createErasureLimiters } from './modules/auth/auth-rate-limits.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createGoogleSignInCodes } from './modules/auth/google-sign-in-codes.ts';
import { createGoogleSignIn } from './modules/auth/google-sign-in.ts';
import { createStateSealer } from './modules/auth/google-state.ts';
import { createMfaTokens } from './modules/auth/mfa-tokens.ts';
import { createPasswordResetService } from './modules/auth/password-reset-service.ts';
import { createRegistrationService } from './modules/auth/registration-service.ts';
import { createStaffAccounts } from './modules/auth/staff-accounts.ts';
import { createTwoFactorService } from './modules/auth/two-factor-service.ts';
import { createBlogsService } from './modules/blogs/blogs-service.ts';
import { createConsentsService } from './modules/consents/consents-service.ts';
import { addCounsellorAccount } from './modules/counsellors/counsellor-accounts.ts';
import { createAvailabilityReader } from './modules/counsellors/availability.ts';
import { createAvailabilityService } from './modules/counsellors/availability-service.ts';
import { createCounsellorsService } from './modules/counsellors/counsellors-service.ts';
import { createInvitationsService } from './modules/counsellors/invitations-service.ts';
import { NO_COURSE_BUYERS } from './modules/courses/course-buyers.ts';
import { countLiveCourses } from './modules/courses/courses-repository.ts';
import { createCoursesService } from './modules/courses/courses-service.ts';
import { createDataRightsService } from './modules/data-rights/data-rights-service.ts';
import { createCourseBuyers, createWebinarSeats } from './modules/enrolments/content-buyers.ts';
import { createCoursePurchaseHandler } from './modules/enrolments/course-purchase.ts';
import { createEnrolmentsService } from './modules/enrolments/enrolments-service.ts';
import { createWebinarPurchaseHandler } from './modules/enrolments/webinar-purchase.ts';
import { createDatabaseProbe } from './modules/health/database-probe.ts';
import { createReadinessCheck } from './modules/health/database-readiness.ts';
import { createIntakesService } from './modules/intakes/intakes-service.ts';
import { createInvoiceIssuer } from './modules/invoices/invoice-issuer.ts';
import { createInvoicesService } from './modules/invoices/invoices-service.ts';
import { createLearningService } from './modules/learning/learning-service.ts';
import { createNotifications } from './modules/notifications/notifications-service.ts';
import { createOrdersService } from './modules/payments/orders-service.ts';
import { createPaymentRefunds } from './modules/payments/payment-refunds.ts';
import type { PurchaseHandlers } from './modules/payments/purchase-handler.ts';
import { createSettlementService } from './modules/payments/settlement-service.ts';
import { createVerificationService } from './modules/payments/verification-service.ts';
import { createWebhookService } from './modules/payments/webhook-service.ts';
import { createProfileService } from './modules/profile/profile-service.ts';
import { createRatingsService } from './modules/ratings/ratings-service.ts';
import { createReportsService } from './modules/reports/reports-service.ts';
import { createSessionNotices } from './modules/sessions/session-notices.ts';
import { createSessionOutcomesService } from './modules/sessions/session-outcomes-service.ts';
import { NO_WEBINAR_SEATS } from './modules/webinars/webinar-access.ts';
import { countLiveWebinars } from './modules/webinars/webinars-repository.ts';
import { createWebinarsService } from './modules/webinars/webinars-service.ts';
import { createSessionRoomService } from './modules/session-room/session-room-service.ts';
import { createPhoneLimiters } from './modules/auth/auth-rate-limits.ts';
import { createPhoneMessages } from './modules/phones/phone-messages-service.ts';
import { createPhonesService } from './modules/phones/phones-service.ts';
import { createWhatsAppWebhook } from './modules/phones/whatsapp-webhook-service.ts';
import { createSmsSender } from './lib/phone-senders/sms-sender.ts';
import { createWhatsAppSender } from './lib/phone-senders/whatsapp-sender.ts';
import { createPushSender } from './lib/push-sender.ts';
import { phoneWhen } from './modules/phones/phone-texts.ts';
import { createPushMessages } from './modules/push/push-messages-service.ts';
import { createPushService } from './modules/push/push-service.ts';

/** Accounts other modules make in their own transactions; it holds nothing, so one serves all. */
const STAFF_ACCOUNTS = createStaffAccounts();

/** The demo seed writes through the same services as an admin, in its own transaction and clock. */
export const DEMO_CONTENT_WRITERS: DemoContentWriters = {
  courses: (db, now) => createCoursesService({ db, now, buyers: NO_COURSE_BUYERS }),
  blogs: (db, now) => createBlogsService({ db, now }),
  webinars: (db, now) => createWebinarsService({ db, now, seats: NO_WEBINAR_SEATS }),
  addCounsellor: (tx, input, now) => addCounsellorAccount(STAFF_ACCOUNTS, tx, input, now),
};

export type Services = ReturnType<typeof buildServices>;

/**
 * The composition root: every service, purchase handler, limiter and timed job of the API, built
 * once. A module reaches another only through what it is handed here (STYLE: Infisical's
 * `server/routes/index.ts`); route files receive the result and only register routes.
 */
export function buildServices(
  app: ZodApp,
  ctx: AppContext,
  jobs: JobQueue,
  transports: { pushAgent?: HttpsAgent } = {},
) {
  const { config, db } = ctx;

  // One layer for every event that tells a person something: the bell, and the phone channels
  // (SMS, WhatsApp) and web push each person chose, sent by jobs.
  const sms = createSmsSender(config, ctx.now);
  const pushMessages = createPushMessages({
    ...ctx,
    sender: createPushSender(config.push, transports.pushAgent),
    whenOf: phoneWhen,
  });
  const phoneMessages = createPhoneMessages({
    ...ctx,
    senders: { sms, whatsapp: createWhatsAppSender(config, ctx.now) },
    push: pushMessages,
  });
  const notifications = createNotifications({ ...ctx, phoneMessages });
  const appointmentEvents = createAppointmentEvents({ notifications });
  const notices = createSessionNotices({
    ...ctx,
    notifications,
    wantsEmail: (userId) => phoneMessages.wantsEmail(userId),
  });
  const profiles = createProfileService(ctx);
  const audit = createAuditService(ctx);
  const invoiceIssuer = createInvoiceIssuer({ ...ctx, profiles });
  const refunds = createPaymentRefunds({ ...ctx, invoices: invoiceIssuer });
  const readAvailability = createAvailabilityReader(ctx);
  const consents = createConsentsService(ctx);
  const intakes = createIntakesService({ ...ctx, audit });

  const appointments = createAppointmentsService({
    ...ctx,
    refunds,
    events: appointmentEvents,
    readAvailability,
    audit,
    queueReminders: () => jobs.send(SESSION_REMINDERS_JOB),
  });
  defineBackgroundJobs(jobs, { ...ctx, refunds, notices, appointments, phoneMessages, pushMessages });

  // Everything the product sells, by purpose: payments is handed them and imports no seller.
  const handlers: PurchaseHandlers = {
    course: createCoursePurchaseHandler(ctx),
    webinar: createWebinarPurchaseHandler(ctx),
    appointment: createAppointmentPurchaseHandler({ events: appointmentEvents, consents, intakes }),
  };
  const settlement = createSettlementService({ ...ctx, handlers, refunds, invoices: invoiceIssuer });

  const otp = createOtpHasher(config.jwtSecret);
  const phones = createPhonesService({ ...ctx, otp, sms, consents, push: pushMessages });
  const twoFactor = createTwoFactorService(ctx);
  const mfaTokens = createMfaTokens(ctx);
  const auth = createAuthService({ ...ctx, twoFactor, mfaTokens });
  const registration = createRegistrationService({ ...ctx, otp, consents });
  const passwordReset = createPasswordResetService({ ...ctx, otp });
  app.addHook('onClose', () => passwordReset.flushMail());
  app.addHook('onClose', () => registration.flushMail());

  const courseBuyers = createCourseBuyers(ctx);
  const courses = createCoursesService({ ...ctx, buyers: courseBuyers });
  const blogs = createBlogsService(ctx);
  const webinars = createWebinarsService({ ...ctx, seats: createWebinarSeats(ctx) });
  const invitations = createInvitationsService(ctx);

  return {
    config,
    jobs,
    sessionRooms: createSessionRoomService(ctx),
    health: { probeDatabase: createDatabaseProbe(ctx), checkReadiness: createReadinessCheck(ctx) },
    admins: {
      exist: () => hasAnyAdmin(db),
      ensure: (email: string, password: string) => ensureAdmin(db, email, password, ctx.now()),
    },
    demoContent: DEMO_CONTENT_WRITERS,
    /** What the page server reads: blog posts for their pages, and whether the catalogues are empty. */
    site: {
      posts: { find: (slug: string) => blogs.findBySlug(slug), slugs: () => blogs.listSlugs() },
      liveCounts: { courses: () => countLiveCourses(db), webinars: () => countLiveWebinars(db) },
    },

    auth,
    registration,
    passwordReset,
    twoFactor,
    authLimits: createAuthLimiters({
      app,
      accountOf: (emailOrPhone) => auth.accountKey(emailOrPhone),
      ticketOf: (mfaToken) => mfaTokens.verify(mfaToken),
    }),
    googleSignIn: config.google ? createGoogleSignIn({ ...ctx, google: config.google }) : undefined,
    googleCodes: createGoogleSignInCodes(ctx),
    googleState: createStateSealer(ctx),
    profile: profiles,

    courses,
    courseLists: createCachedLists(
      { schema: courseListResponse, load: () => courses.listCourses() },
      { schema: coursePageResponse, load: (query) => courses.listCoursesPage(query) },
      // The anonymous answer is the same for everyone; a signed-in caller's may carry video links.
      { vary: 'accept-encoding, authorization', changes: { tables: ctx.tables, table: 'courses' } },
    ),
    ratings: createRatingsService({ ...ctx, buyers: courseBuyers, courses }),
    learning: createLearningService({ ...ctx, profiles }),
    blogs,
    blogLists: createCachedLists(
      { schema: blogListResponse, load: () => blogs.listBlogs() },
      { schema: blogPageResponse, load: (query) => blogs.listBlogsPage(query) },
      { changes: { tables: ctx.tables, table: 'blogs' } },
    ),
    webinars,
    webinarLists: createCachedLists(
      { schema: publicWebinarListResponse, load: () => webinars.listWebinars() },
      { schema: publicWebinarPageResponse, load: (query) => webinars.listWebinarsPage(query) },
      { changes: { tables: ctx.tables, table: 'webinars' } },
    ),

    orders: createOrdersService({ ...ctx, handlers }),
    verification: createVerificationService({ ...ctx, settlement }),
    webhooks: createWebhookService({ ...ctx, settlement }),
    invoices: createInvoicesService({ ...ctx, profiles }),
    reports: createReportsService(ctx),
    enrolments: createEnrolmentsService({ ...ctx, profiles }),

    appointments,
    reschedule: createRescheduleService({ ...ctx, events: appointmentEvents, notices }),
    counsellorDesk: createCounsellorDeskService({ ...ctx, audit }),
    sessionOutcomes: createSessionOutcomesService({ ...ctx, appointments }),
    consents,
    intakes,
    notifications,
    audit,
    phones,
    phoneMessages,
    push: createPushService(ctx),
    phoneLimits: createPhoneLimiters({ app }),
    whatsappWebhook: createWhatsAppWebhook({ ...ctx, phones }),
    dataRights: createDataRightsService({ ...ctx, refunds, notifications, appointments }),
    erasureLimits: createErasureLimiters({ app }),

    counsellors: createCounsellorsService({
      ...ctx,
      invitations,
      availability: readAvailability,
      accounts: STAFF_ACCOUNTS,
    }),
    invitations,
    availability: createAvailabilityService(ctx),
  };
}
