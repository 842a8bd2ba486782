import { z } from 'zod';
import { APPOINTMENT_REASON_MAX_LENGTH, appointmentPurchaseRequest } from './payments.ts';
import { appointmentCounsellor } from './counsellors.ts';

export const APPOINTMENT_MESSAGES = {
  requested: 'Appointment booking requested successfully',
  alreadyExists: 'Appointment already exists',
  paymentNotCompleted: 'Payment not completed for this slot.',
  accepted: 'Appointment accepted.',
  rejected: 'Appointment rejected. The client’s payment is being refunded.',
  cancelled: 'Session cancelled. The client’s payment is being refunded in full.',
  rescheduled: 'Your session has moved. Your counsellor has been told.',
  cancelTooLate:
    'A counsellor can cancel a session only before it starts. This one has started or taken place; only an administrator can refund it now, with a reason.',
  refundReasonRequired: 'reason: is required to cancel and refund a session that has started or taken place',
} as const;

/** The longest reason an admin can give for refunding a session that has started. */
export const REFUND_REASON_MAX_LENGTH = 500;

/**
 * `POST /api/appointments/book`: date and slot as in the `/api/create` purchase (payments.ts owns
 * that schema); the spec's client sends the reason again, but the paid one counts.
 */
export const bookAppointmentBody = appointmentPurchaseRequest
  .pick({ date: true, slot: true, counsellorId: true })
  .extend({
    reason: z.string().max(APPOINTMENT_REASON_MAX_LENGTH).optional(),
  });
export type BookAppointmentBody = z.infer<typeof bookAppointmentBody>;

/** What a client sees of its own requests; 'refunded' is a rejected request whose money went back. */
export const CLIENT_APPOINTMENT_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'refunded',
  'cancelled',
] as const;
export type ClientAppointmentStatus = (typeof CLIENT_APPOINTMENT_STATUSES)[number];

export const ADMIN_APPOINTMENT_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export type AdminAppointmentStatus = (typeof ADMIN_APPOINTMENT_STATUSES)[number];

const slotNumber = z.number().int();

/** A paid request as its owner sees it (`book`, `mine`). */
export const clientAppointment = z.object({
  _id: z.string(),
  date: z.string(),
  slot: slotNumber,
  reason: z.string(),
  status: z.enum(CLIENT_APPOINTMENT_STATUSES),
  /** Who the session is with; null in the spec's one-calendar practice (no counsellor set up). */
  counsellor: appointmentCounsellor.nullable(),
  /** The session room, once accepted; only the client and the counsellor ever see it. */
  meetingLink: z.string().nullable().optional(),
  /** Whether the client has already moved it (a session moves once). */
  rescheduled: z.boolean().optional(),
  /** A rejected or cancelled request's money: on its way back ('pending') or back ('refunded'). */
  refundStatus: z.enum(['pending', 'refunded']).optional(),
  /** Whether the client has given feedback on the session (feedback is given once). */
  feedbackGiven: z.boolean().optional(),
  createdAt: z.string(),
});
export type ClientAppointment = z.infer<typeof clientAppointment>;

export const bookAppointmentResponse = z.object({
  message: z.string(),
  appointment: clientAppointment,
});
export type BookAppointmentResponse = z.infer<typeof bookAppointmentResponse>;

export const myAppointmentsResponse = z.array(clientAppointment);

/** What any signed-in user learns about a taken slot: the day and the hour, nothing else. */
export const takenSlot = z.strictObject({ date: z.string(), slot: slotNumber });
export type TakenSlot = z.infer<typeof takenSlot>;

export const adminAppointment = z.object({
  _id: z.string(),
  /** The client; `phone` (admins only) is null when none was given at sign-up. */
  userId: z.object({ firstName: z.string(), email: z.string(), phone: z.string().nullable() }),
  date: z.string(),
  slot: slotNumber,
  reason: z.string(),
  status: z.enum(ADMIN_APPOINTMENT_STATUSES),
  /** Whether the payment of a rejected request has gone back to the client. */
  refunded: z.boolean(),
  counsellor: appointmentCounsellor.nullable(),
  /**
   * True when the client's intake answered PHQ-9 item 9 with 1–3 (thoughts of self-harm). Admins
   * see this flag only, never the intake's answers (those are the client's and their counsellor's).
   */
  safetyFlag: z.literal(true).optional(),
  createdAt: z.string(),
});
export type AdminAppointment = z.infer<typeof adminAppointment>;

/** `GET /api/appointments/get?counsellorId=`: one counsellor's records (admin) or taken hours. */
export const appointmentListQuery = z.object({
  counsellorId: z.uuid({ message: 'must be a counsellor id' }).optional(),
});

/** `GET /api/appointments/get`: an admin gets the records, anyone else the taken slots only. */
export const appointmentListResponse = z.union([z.array(adminAppointment), z.array(takenSlot)]);

/**
 * `POST /api/appointments/:id` (admin, or the appointment's counsellor): accept or reject a pending
 * request, or cancel an accepted session (refunded in full). A counsellor cancels only before the
 * session starts; an admin cancelling one that has started or has an outcome gives a `reason`,
 * kept on the audit trail (decision 019).
 */
export const appointmentStatusBody = z.object({
  status: z.enum(['accepted', 'rejected', 'cancelled'], { error: 'must be accepted, rejected or cancelled' }),
  reason: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(REFUND_REASON_MAX_LENGTH, `must be at most ${REFUND_REASON_MAX_LENGTH} characters`)
    .optional(),
});
export type AppointmentStatusBody = z.infer<typeof appointmentStatusBody>;

/** An admin's decision or move: the admin view, with the client's contact details. */
export const appointmentStatusResponse = z.object({
  message: z.string(),
  appointment: adminAppointment,
});
export type AppointmentStatusResponse = z.infer<typeof appointmentStatusResponse>;

/**
 * A counsellor's decision: the client as the desk shows them, first name only. The design keeps a
 * client's e-mail and phone for admins; parsing with this schema strips them whatever the view.
 */
export const counsellorAppointmentStatusResponse = z.object({
  message: z.string(),
  appointment: adminAppointment.extend({ userId: z.object({ firstName: z.string() }) }),
});
export type CounsellorAppointmentStatusResponse = z.infer<typeof counsellorAppointmentStatusResponse>;

/** `POST /api/appointments/:id`'s answer, by the caller's role. */
export const decisionResponseFor = (role: 'admin' | 'counsellor') =>
  role === 'admin' ? appointmentStatusResponse : counsellorAppointmentStatusResponse;
export const appointmentDecisionResponse = z.union([
  appointmentStatusResponse,
  counsellorAppointmentStatusResponse,
]);

/**
 * `POST /api/appointments/:id/reschedule` (its client): another free hour of the same calendar,
 * once, until RESCHEDULE_CUTOFF_HOURS before the session starts.
 */
export const rescheduleAppointmentBody = appointmentPurchaseRequest.pick({ date: true, slot: true });
export type RescheduleAppointmentBody = z.infer<typeof rescheduleAppointmentBody>;

export const rescheduleAppointmentResponse = z.object({
  message: z.string(),
  appointment: clientAppointment,
});
export type RescheduleAppointmentResponse = z.infer<typeof rescheduleAppointmentResponse>;
