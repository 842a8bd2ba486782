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

/**
 * The bell's side of each change to an appointment. Each call takes the transaction of the change,
 * so the notice commits with it; its dedupe key names the event, so a retried change (a second
 * webhook, a decision sent twice) tells nobody twice.
 */
export function createAppointmentEvents({ notifications }: { notifications: Pick<Notifications, 'notify'> }) {
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

  return {
    /** Paid: the client's request is in, and its counsellor has a new request. */
    async requested(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.requested',
        message: { key: 'appointment_requested', inputs: at(a) },
        link: CLIENT_LINK,
        dedupeKey: `appointment.requested:${a.id}`,
      });
      await tellCounsellor(tx, a, 'counsellor.request', { key: 'counsellor_request', inputs: at(a) });
    },

    /** An admin gave the request to another counsellor: it is a new request on their desk. */
    async reassigned(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await tellCounsellor(tx, a, 'counsellor.request', { key: 'counsellor_request', inputs: at(a) });
    },

    async accepted(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.accepted',
        message: { key: 'appointment_accepted', inputs: at(a) },
        link: CLIENT_LINK,
        dedupeKey: `appointment.accepted:${a.id}`,
        phone: { event: 'session_accepted', appointmentId: a.id, eventKey: `session_accepted:${a.id}` },
      });
    },

    async rejected(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.rejected',
        message: { key: 'appointment_rejected', inputs: at(a) },
        link: CLIENT_LINK,
        dedupeKey: `appointment.rejected:${a.id}`,
      });
    },

    async cancelled(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.cancelled',
        message: { key: 'appointment_cancelled', inputs: at(a) },
        link: CLIENT_LINK,
        dedupeKey: `appointment.cancelled:${a.id}`,
        phone: { event: 'session_cancelled', appointmentId: a.id, eventKey: `session_cancelled:${a.id}` },
      });
    },

    /** The client moved it (once): both are told, the counsellor with where it was. */
    async rescheduled(tx: DbOrTx, a: AppointmentEvent, from: { date: string; slot: number }): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.rescheduled',
        message: { key: 'appointment_rescheduled', inputs: at(a) },
        link: CLIENT_LINK,
        dedupeKey: `appointment.rescheduled:${a.id}`,
        phone: {
          event: 'session_moved',
          appointmentId: a.id,
          eventKey: `session_moved:${a.id}:${a.date}T${a.slot}`,
        },
      });
      await tellCounsellor(tx, a, 'counsellor.moved', {
        key: 'counsellor_moved',
        inputs: { from: timeOf(from), to: timeOf(a) },
      });
    },
  };
}

export type AppointmentEvents = ReturnType<typeof createAppointmentEvents>;
