import type { PhoneEvent } from '@sukoon/contract/phones';
import type { DbOrTx } from '../../db/client.ts';
import type { NotificationMessage } from '../../lib/notification-messages.ts';
import type { Notifications } from '../notifications/notifications-service.ts';
import { findCounsellor } from './counsellor-bookings-repository.ts';

/** Where the client's appointments and the counsellor's desk are in the web app. */
const CLIENT_LINK = '/UserCourses';
const COUNSELLOR_LINK = '/counsellor';

export interface AppointmentEvent {
  id: string;
  userId: string;
  date: string;
  slot: number;
  counsellorId: string | null;
}

/** A session's time as a notification stores it; the bell writes it out in its reader's language. */
const timeOf = (a: { date: string; slot: number }) => ({ date: a.date, slot: a.slot });
const at = (a: { date: string; slot: number }) => ({ when: timeOf(a) });

/** What the client is told of each change, by event: the notice's kind is `appointment.<event>`. */
const CLIENT_MESSAGES = {
  requested: 'appointment_requested',
  accepted: 'appointment_accepted',
  rejected: 'appointment_rejected',
  cancelled: 'appointment_cancelled',
  rescheduled: 'appointment_rescheduled',
} as const;

/** The changes that also go to the phone channels a client chose (DESIGN "Phones"). */
const CLIENT_PHONE_EVENTS = {
  accepted: 'session_accepted',
  cancelled: 'session_cancelled',
  rescheduled: 'session_moved',
} as const satisfies Partial<Record<keyof typeof CLIENT_MESSAGES, PhoneEvent>>;

/**
 * The bell's side of each change to an appointment. Each call takes the transaction of the change,
 * so the notice commits with it; its dedupe key names the event, so a retried change (a second
 * webhook, a decision sent twice) tells nobody twice.
 */
export function createAppointmentEvents({ notifications }: { notifications: Pick<Notifications, 'notify'> }) {
  async function tellClient(tx: DbOrTx, a: AppointmentEvent, event: keyof typeof CLIENT_MESSAGES) {
    const kind = `appointment.${event}` as const;
    const phoneEvent =
      event in CLIENT_PHONE_EVENTS
        ? CLIENT_PHONE_EVENTS[event as keyof typeof CLIENT_PHONE_EVENTS]
        : undefined;
    // A session may move only once, but its key names the new time so a move is never taken
    // for an earlier message about the same session.
    const eventKey =
      event === 'rescheduled' ? `${phoneEvent}:${a.id}:${a.date}T${a.slot}` : `${phoneEvent}:${a.id}`;
    await notifications.notify(tx, {
      userId: a.userId,
      kind,
      message: { key: CLIENT_MESSAGES[event], inputs: at(a) },
      link: CLIENT_LINK,
      dedupeKey: `${kind}:${a.id}`,
      ...(phoneEvent && { phone: { event: phoneEvent, appointmentId: a.id, eventKey } }),
    });
  }

  async function tellCounsellor(
    tx: DbOrTx,
    a: AppointmentEvent,
    kind: 'counsellor.request' | 'counsellor.moved',
    message: NotificationMessage,
  ): Promise<void> {
    const counsellor = a.counsellorId ? await findCounsellor(tx, a.counsellorId) : undefined;
    if (!counsellor) return;
    await notifications.notify(tx, {
      userId: counsellor.userId,
      kind,
      message,
      link: COUNSELLOR_LINK,
      dedupeKey: `${kind}:${a.id}:${counsellor.id}`,
    });
  }

  const newRequest = (tx: DbOrTx, a: AppointmentEvent) =>
    tellCounsellor(tx, a, 'counsellor.request', { key: 'counsellor_request', inputs: at(a) });

  return {
    /** Paid: the client's request is in, and its counsellor has a new request. */
    async requested(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await tellClient(tx, a, 'requested');
      await newRequest(tx, a);
    },

    /** An admin gave the request to another counsellor: it is a new request on their desk. */
    reassigned: newRequest,
    accepted: (tx: DbOrTx, a: AppointmentEvent) => tellClient(tx, a, 'accepted'),
    rejected: (tx: DbOrTx, a: AppointmentEvent) => tellClient(tx, a, 'rejected'),
    cancelled: (tx: DbOrTx, a: AppointmentEvent) => tellClient(tx, a, 'cancelled'),

    /** The client moved it (once): both are told, the counsellor with where it was. */
    async rescheduled(tx: DbOrTx, a: AppointmentEvent, from: { date: string; slot: number }): Promise<void> {
      await tellClient(tx, a, 'rescheduled');
      await tellCounsellor(tx, a, 'counsellor.moved', {
        key: 'counsellor_moved',
        inputs: { from: timeOf(from), to: timeOf(a) },
      });
    },
  };
}

export type AppointmentEvents = ReturnType<typeof createAppointmentEvents>;
