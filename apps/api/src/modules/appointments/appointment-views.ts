import type {
  AppointmentCounsellor,
  AdminAppointment,
  AdminAppointmentStatus,
  ClientAppointment,
  ClientAppointmentStatus,
  CounsellorAppointmentStatusResponse,
} from '@sukoon/contract';
import type { AppointmentWithClient } from './appointment-lists-repository.ts';
import type { AppointmentRow } from './appointments-repository.ts';

/** Unpaid holds never reach these views; they are listed as what they would have become. */
function paidStatus(status: AppointmentRow['status']): AdminAppointmentStatus {
  return status === 'awaiting_payment' || status === 'expired' ? 'pending' : status;
}

/** Who the session is with, from the joined profile and account; null without a counsellor. */
function counsellorOf(row: AppointmentWithClient): AppointmentCounsellor | null {
  if (!row.counsellorId || row.counsellorSlug === null) return null;
  return {
    _id: row.counsellorId,
    slug: row.counsellorSlug,
    firstName: row.counsellorFirstName ?? '',
    lastName: row.counsellorLastName ?? '',
    title: row.counsellorTitle ?? '',
    photo: row.counsellorPhoto,
  };
}

/**
 * The room of a session that will take place, for its client and counsellor only; left out before
 * acceptance and after a cancellation.
 */
export const sessionRoom = (row: Pick<AppointmentRow, 'status' | 'meetingLink'>) =>
  row.status === 'accepted' && row.meetingLink ? { meetingLink: row.meetingLink } : {};

const isRefunded = (row: Pick<AppointmentWithClient, 'paymentStatus'>) => row.paymentStatus === 'refunded';

export function toAdminAppointment(row: AppointmentWithClient): AdminAppointment {
  return {
    _id: row.id,
    userId: { firstName: row.firstName, email: row.email, phone: row.phone },
    date: row.date,
    slot: row.slot,
    reason: row.reason,
    status: paidStatus(row.status),
    refunded: isRefunded(row),
    counsellor: counsellorOf(row),
    ...(row.selfHarmFlag ? { safetyFlag: true as const } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The same appointment as its counsellor sees it after a decision: the client as on the desk, by
 * first name, never their e-mail or phone (those are for admins; DESIGN).
 */
export function toCounsellorAppointment(
  row: AppointmentWithClient,
): CounsellorAppointmentStatusResponse['appointment'] {
  return { ...toAdminAppointment(row), userId: { firstName: row.firstName } };
}

/**
 * A client sees a rejected request whose money went back as 'refunded', and of any rejected or
 * cancelled one whether its money is back yet.
 */
export function toClientAppointment(row: AppointmentWithClient): ClientAppointment {
  const status = paidStatus(row.status);
  const shown: ClientAppointmentStatus = status === 'rejected' && isRefunded(row) ? 'refunded' : status;
  const isRefundDue = status === 'rejected' || status === 'cancelled';
  return {
    _id: row.id,
    date: row.date,
    slot: row.slot,
    reason: row.reason,
    status: shown,
    counsellor: counsellorOf(row),
    ...sessionRoom(row),
    ...(row.rescheduledAt ? { rescheduled: true } : {}),
    ...(isRefundDue ? { refundStatus: isRefunded(row) ? ('refunded' as const) : ('pending' as const) } : {}),
    ...(row.feedbackGiven ? { feedbackGiven: true } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
