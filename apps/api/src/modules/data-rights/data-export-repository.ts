import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appointmentFeedback,
  appointmentIntakes,
  consents,
  appointmentNotices,
  appointmentOutcomes,
  appointments,
  certificates,
  counsellors,
  courseEnrolments,
  courseLessons,
  courseRatings,
  googleSignInCodes,
  invoices,
  lessonCompletions,
  notifications,
  payments,
  sensitiveReads,
  users,
  webinarSeats,
  webinars,
  staffTwoFactor,
  twoFactorRecoveryCodes,
  sessionAttendance,
  channelConsents,
  notificationPreferences,
  phoneMessages,
  phoneVerifications,
  pushMessages,
  pushSubscriptions,
} from '../../db/schema/index.ts';
import { openIntakeAnswers, withOpenReasons } from '../../db/sealed-places.ts';

/**
 * Every record held about one person, each query limited to their own rows. Columns are named one
 * by one, so a secret (a password hash, a token version, a code's hash) can never slip in.
 */
export async function readPersonalData(db: DbOrTx, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      role: users.role,
      hobby: users.hobby,
      language: users.language,
      dob: users.dob,
      address: users.address,
      gender: users.gender,
      billingGstin: users.billingGstin,
      billingState: users.billingState,
      googleSubject: users.googleSubject,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const ownAppointments = await db
    .select({
      id: appointments.id,
      date: appointments.date,
      slot: appointments.slot,
      reason: appointments.reason,
      status: appointments.status,
      counsellorId: appointments.counsellorId,
      paymentId: appointments.paymentId,
      meetingLink: appointments.meetingLink,
      /** The address a hold was taken from; kept only while the hold is open. */
      heldFrom: appointments.heldFrom,
      rescheduledAt: appointments.rescheduledAt,
      createdAt: appointments.createdAt,
      updatedAt: appointments.updatedAt,
      outcome: appointmentOutcomes.outcome,
    })
    .from(appointments)
    .leftJoin(appointmentOutcomes, eq(appointmentOutcomes.appointmentId, appointments.id))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.date), asc(appointments.slot))
    .then(withOpenReasons);
  const appointmentIds = ownAppointments.map((row) => row.id);
  const [
    counsellorProfile,
    sessionFeedback,
    sessionOutcomesMarked,
    sessionNotices,
    ownPayments,
    enrolments,
    seats,
    ratings,
    completions,
    ownCertificates,
    ownNotifications,
    signInCodes,
    readsOfYourData,
    ownInvoices,
    ownConsents,
    intakes,
    twoStepSignIn,
    ownAttendance,
    preferences,
    ownChannelConsents,
    ownPhoneMessages,
    ownPhoneVerifications,
    ownPushSubscriptions,
    ownPushMessages,
  ] = await Promise.all([
    db
      .select({
        id: counsellors.id,
        slug: counsellors.slug,
        title: counsellors.title,
        bio: counsellors.bio,
        languages: counsellors.languages,
        specialities: counsellors.specialities,
        qualifications: counsellors.qualifications,
        registrationNumber: counsellors.registrationNumber,
        yearsOfExperience: counsellors.yearsOfExperience,
        photo: counsellors.photo,
        weeklyHours: counsellors.weeklyHours,
        active: counsellors.active,
        createdAt: counsellors.createdAt,
      })
      .from(counsellors)
      .where(eq(counsellors.userId, userId)),
    appointmentIds.length === 0
      ? []
      : db
          .select({
            appointmentId: appointmentFeedback.appointmentId,
            rating: appointmentFeedback.rating,
            comment: appointmentFeedback.comment,
            createdAt: appointmentFeedback.createdAt,
          })
          .from(appointmentFeedback)
          .where(inArray(appointmentFeedback.appointmentId, appointmentIds)),
    db
      .select({
        appointmentId: appointmentOutcomes.appointmentId,
        outcome: appointmentOutcomes.outcome,
        updatedAt: appointmentOutcomes.updatedAt,
      })
      .from(appointmentOutcomes)
      .where(eq(appointmentOutcomes.markedBy, userId)),
    db
      .select({
        appointmentId: appointmentNotices.appointmentId,
        kind: appointmentNotices.kind,
        mailedAt: appointmentNotices.mailedAt,
        createdAt: appointmentNotices.createdAt,
      })
      .from(appointmentNotices)
      .where(eq(appointmentNotices.userId, userId)),
    db
      .select({
        id: payments.id,
        purpose: payments.purpose,
        courseId: payments.courseId,
        webinarId: payments.webinarId,
        appointmentId: payments.appointmentId,
        amountPaise: payments.amountPaise,
        currency: payments.currency,
        provider: payments.provider,
        receipt: payments.receipt,
        providerOrderId: payments.providerOrderId,
        providerPaymentId: payments.providerPaymentId,
        status: payments.status,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
        refundedAt: payments.refundedAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt)),
    db
      .select({
        courseId: courseEnrolments.courseId,
        courseName: courseEnrolments.courseName,
        paymentId: courseEnrolments.paymentId,
        receiptId: courseEnrolments.receiptId,
        enrolledAt: courseEnrolments.enrolledAt,
      })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.userId, userId)),
    db
      .select({
        webinarId: webinarSeats.webinarId,
        webinarTitle: webinars.title,
        paymentId: webinarSeats.paymentId,
        createdAt: webinarSeats.createdAt,
      })
      .from(webinarSeats)
      .innerJoin(webinars, eq(webinars.id, webinarSeats.webinarId))
      .where(eq(webinarSeats.userId, userId)),
    db
      .select({
        courseId: courseRatings.courseId,
        stars: courseRatings.stars,
        review: courseRatings.review,
        createdAt: courseRatings.createdAt,
        updatedAt: courseRatings.updatedAt,
      })
      .from(courseRatings)
      .where(eq(courseRatings.userId, userId)),
    db
      .select({
        courseId: courseLessons.courseId,
        lessonId: lessonCompletions.lessonId,
        lessonTitle: courseLessons.title,
        completedAt: lessonCompletions.completedAt,
      })
      .from(lessonCompletions)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonCompletions.lessonId))
      .where(eq(lessonCompletions.userId, userId)),
    db
      .select({
        code: certificates.code,
        courseId: certificates.courseId,
        name: certificates.name,
        courseName: certificates.courseName,
        completedAt: certificates.completedAt,
      })
      .from(certificates)
      .where(eq(certificates.userId, userId)),
    db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    db
      .select({ createdAt: googleSignInCodes.createdAt, expiresAt: googleSignInCodes.expiresAt })
      .from(googleSignInCodes)
      .where(eq(googleSignInCodes.userId, userId)),
    db
      .select({
        kind: sensitiveReads.kind,
        readerRole: sensitiveReads.readerRole,
        appointmentId: sensitiveReads.appointmentId,
        readAt: sensitiveReads.readAt,
      })
      .from(sensitiveReads)
      // A list read that showed them counts too; its other appointments are not theirs to see.
      .where(
        or(
          eq(sensitiveReads.subjectId, userId),
          sql`${sensitiveReads.subjectIds} @> array[${userId}]::uuid[]`,
        ),
      )
      .orderBy(desc(sensitiveReads.readAt)),
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        purpose: invoices.purpose,
        description: invoices.description,
        buyerName: invoices.buyerName,
        buyerEmail: invoices.buyerEmail,
        buyerGstin: invoices.buyerGstin,
        buyerState: invoices.buyerState,
        totalPaise: invoices.totalPaise,
        paymentId: invoices.paymentId,
      })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.issuedAt)),
    db
      .select({
        id: consents.id,
        document: consents.document,
        version: consents.version,
        acceptedAt: consents.acceptedAt,
      })
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.acceptedAt)),
    appointmentIds.length === 0
      ? []
      : db
          .select({
            appointmentId: appointmentIntakes.appointmentId,
            answers: appointmentIntakes.answers,
            phq9Score: appointmentIntakes.phq9Score,
            gad7Score: appointmentIntakes.gad7Score,
            selfHarmFlag: appointmentIntakes.selfHarmFlag,
            createdAt: appointmentIntakes.createdAt,
            updatedAt: appointmentIntakes.updatedAt,
          })
          .from(appointmentIntakes)
          .where(inArray(appointmentIntakes.appointmentId, appointmentIds))
          .then((rows) =>
            rows.map((row) => ({ ...row, answers: openIntakeAnswers(row.appointmentId, row.answers) })),
          ),
    // Whether two-step sign-in is on and how many recovery codes are left; never the secret or a code.
    db
      .select({
        enabledAt: staffTwoFactor.enabledAt,
        createdAt: staffTwoFactor.createdAt,
        recoveryCodesLeft: sql<number>`(select count(*)::int from ${twoFactorRecoveryCodes}
          where ${twoFactorRecoveryCodes.userId} = ${userId} and ${twoFactorRecoveryCodes.usedAt} is null)`,
      })
      .from(staffTwoFactor)
      .where(eq(staffTwoFactor.userId, userId)),
    db
      .select({
        id: sessionAttendance.id,
        appointmentId: sessionAttendance.appointmentId,
        role: sessionAttendance.role,
        joinedAt: sessionAttendance.joinedAt,
        leftAt: sessionAttendance.leftAt,
      })
      .from(sessionAttendance)
      .where(eq(sessionAttendance.userId, userId))
      .orderBy(asc(sessionAttendance.joinedAt)),
    db
      .select({
        email: notificationPreferences.email,
        sms: notificationPreferences.sms,
        whatsapp: notificationPreferences.whatsapp,
        push: notificationPreferences.push,
        updatedAt: notificationPreferences.updatedAt,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({
        id: channelConsents.id,
        channel: channelConsents.channel,
        given: channelConsents.given,
        source: channelConsents.source,
        recordedAt: channelConsents.recordedAt,
      })
      .from(channelConsents)
      .where(eq(channelConsents.userId, userId))
      .orderBy(asc(channelConsents.recordedAt)),
    db
      .select({
        id: phoneMessages.id,
        channel: phoneMessages.channel,
        event: phoneMessages.event,
        appointmentId: phoneMessages.appointmentId,
        toPhone: phoneMessages.toPhone,
        language: phoneMessages.language,
        state: phoneMessages.state,
        deliveryStatus: phoneMessages.deliveryStatus,
        createdAt: phoneMessages.createdAt,
        sentAt: phoneMessages.sentAt,
      })
      .from(phoneMessages)
      .where(eq(phoneMessages.userId, userId))
      .orderBy(asc(phoneMessages.createdAt)),
    // The number a code went to and when it lapses; never the code's hash.
    db
      .select({
        phone: phoneVerifications.phone,
        expiresAt: phoneVerifications.expiresAt,
        failedAttempts: phoneVerifications.failedAttempts,
        createdAt: phoneVerifications.createdAt,
      })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, userId)),
    // A device's push address and when it subscribed; its keys only ever encrypt notices to it.
    db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db
      .select({
        id: pushMessages.id,
        event: pushMessages.event,
        appointmentId: pushMessages.appointmentId,
        language: pushMessages.language,
        state: pushMessages.state,
        createdAt: pushMessages.createdAt,
        sentAt: pushMessages.sentAt,
      })
      .from(pushMessages)
      .where(eq(pushMessages.userId, userId))
      .orderBy(asc(pushMessages.createdAt)),
  ]);
  return {
    profile,
    counsellorProfile: counsellorProfile[0] ?? null,
    appointments: ownAppointments,
    sessionFeedback,
    sessionOutcomesMarked,
    sessionNotices,
    payments: ownPayments,
    courseEnrolments: enrolments,
    webinarSeats: seats,
    courseRatings: ratings,
    lessonCompletions: completions,
    certificates: ownCertificates,
    notifications: ownNotifications,
    googleSignInCodes: signInCodes,
    readsOfYourData,
    invoices: ownInvoices,
    consents: ownConsents,
    intakes,
    twoStepSignIn,
    sessionAttendance: ownAttendance,
    notificationPreferences: preferences,
    channelConsents: ownChannelConsents,
    phoneMessages: ownPhoneMessages,
    phoneVerifications: ownPhoneVerifications,
    pushSubscriptions: ownPushSubscriptions,
    pushMessages: ownPushMessages,
  };
}
