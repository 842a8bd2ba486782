import { formatAppointmentDay, formatSlotRange } from '@sukoon/contract';
import type { DbOrTx } from '../../db/client.ts';
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

const when = (a: { date: string; slot: number }) =>
  `${formatAppointmentDay(a.date)}, ${formatSlotRange(a.slot)} IST`;

/**
 * The bell's side of each change to an appointment. Each call takes the transaction of the change,
 * so the notice commits with it; its dedupe key names the event, so a retried change (a second
 * webhook, a decision sent twice) tells nobody twice.
 */
export function createAppointmentEvents(notifications: Notifications) {
  async function tellCounsellor(
    tx: DbOrTx,
    a: AppointmentEvent,
    kind: 'counsellor.request' | 'counsellor.moved',
    title: string,
    body: string,
  ): Promise<void> {
    const counsellor = a.counsellorId ? await findCounsellor(tx, a.counsellorId) : undefined;
    if (!counsellor) return;
    await notifications.notify(tx, {
      userId: counsellor.userId,
      kind,
      title,
      body,
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
        title: 'Request received',
        body: `Your payment was received and your request for ${when(a)} is with us. We will tell you when it is confirmed.`,
        link: CLIENT_LINK,
        dedupeKey: `appointment.requested:${a.id}`,
      });
      await tellCounsellor(
        tx,
        a,
        'counsellor.request',
        'New request',
        `A client asks for a session on ${when(a)}.`,
      );
    },

    /** An admin gave the request to another counsellor: it is a new request on their desk. */
    async reassigned(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await tellCounsellor(
        tx,
        a,
        'counsellor.request',
        'New request',
        `A client asks for a session on ${when(a)}.`,
      );
    },

    async accepted(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.accepted',
        title: 'Session confirmed',
        body: `Your session on ${when(a)} is confirmed. The join link is on your dashboard and in your e-mail.`,
        link: CLIENT_LINK,
        dedupeKey: `appointment.accepted:${a.id}`,
      });
    },

    async rejected(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.rejected',
        title: 'Request not accepted',
        body: `We cannot offer the session you asked for on ${when(a)}. Your ₹199 is refunded in full.`,
        link: CLIENT_LINK,
        dedupeKey: `appointment.rejected:${a.id}`,
      });
    },

    async cancelled(tx: DbOrTx, a: AppointmentEvent): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.cancelled',
        title: 'Session cancelled',
        body: `Your session on ${when(a)} is cancelled. Your ₹199 is refunded in full.`,
        link: CLIENT_LINK,
        dedupeKey: `appointment.cancelled:${a.id}`,
      });
    },

    /** The client moved it (once): both are told, the counsellor with where it was. */
    async rescheduled(tx: DbOrTx, a: AppointmentEvent, from: { date: string; slot: number }): Promise<void> {
      await notifications.notify(tx, {
        userId: a.userId,
        kind: 'appointment.rescheduled',
        title: 'Session moved',
        body: `Your session is now on ${when(a)}.`,
        link: CLIENT_LINK,
        dedupeKey: `appointment.rescheduled:${a.id}`,
      });
      await tellCounsellor(
        tx,
        a,
        'counsellor.moved',
        'A session has moved',
        `A client moved their session from ${when(from)} to ${when(a)}.`,
      );
    },
  };
}

export type AppointmentEvents = ReturnType<typeof createAppointmentEvents>;
