import { readIstClock } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppointmentNoticeKind } from '../../db/schema/index.ts';
import type { PhoneEvent } from '@sukoon/contract/phones';
import type { Notifications } from '../notifications/notifications-service.ts';
import {
  forgetReminders,
  claimUnmailed,
  findNoticeDetails,
  insertNotice,
  markMailed,
  releaseMailClaim,
} from './session-notices-repository.ts';
import { noticeMail, noticeOf } from './session-notice-texts.ts';

/** The phone's name for each timed notice. */
const PHONE_EVENT_OF = {
  'reminder-24h': 'session_reminder_24h',
  'reminder-1h': 'session_reminder_1h',
  expired: 'request_expired',
} satisfies Record<AppointmentNoticeKind, PhoneEvent>;

/**
 * A mail claimed longer ago than this is from an attempt that died mid-send and is taken over. A
 * send is one SMTP exchange, well under a minute; taking over one that was only slow would send it
 * twice, so the bound is generous.
 */
export const STALE_MAIL_CLAIM_MS = 5 * 60 * 1000;
/** Mails sent in one round at most; the rest wait for the next run. */
const MAIL_BATCH = 100;

export type SessionNotices = ReturnType<typeof createSessionNotices>;

/**
 * A session's timed notices, each exactly once per person: recorded with its in-app notification in
 * the caller's transaction (the unique row decides), then e-mailed from that record by `deliver`,
 * which any later run repeats for a mail that failed.
 */
export type SessionNoticesDeps = Pick<AppContext, 'db' | 'now' | 'mailer' | 'log'> & {
  notifications: Pick<Notifications, 'notify'>;
  /** Whether the person still wants these notices by e-mail (the phones module's preferences). */
  wantsEmail: (userId: string) => Promise<boolean>;
};

export function createSessionNotices(ctx: SessionNoticesDeps) {
  const { notifications, log } = ctx;
  return {
    /** A moved session's reminders go with its old time; the caller's transaction is the move's. */
    forgetReminders,

    /** True when the notice is new; false when it was already owed (another run recorded it). */
    async record(tx: DbOrTx, appointmentId: string, kind: AppointmentNoticeKind, userId: string) {
      const now = ctx.now();
      if (!(await insertNotice(tx, { appointmentId, kind, userId, createdAt: now }))) return false;
      const details = await findNoticeDetails(tx, appointmentId);
      if (!details) return false;
      const notice = noticeOf(kind, details, userId !== details.clientId, readIstClock(now).today);
      // A moved session's reminders are new events: its time is part of their name.
      const moved = details.rescheduled ? `:${details.date}T${details.slot}` : '';
      const event = PHONE_EVENT_OF[kind];
      await notifications.notify(tx, {
        userId,
        ...notice,
        dedupeKey: `${kind}:${appointmentId}:${userId}${moved}`,
        // The session's time names a reminder, so a moved session's new time gets its own.
        phone: {
          event,
          appointmentId,
          eventKey: `${event}:${appointmentId}:${details.date}T${details.slot}`,
        },
      });
      return true;
    },

    /** Sends every notice's mail not sent yet; how many could not be sent (they stay owed). */
    async deliver(): Promise<{ sent: number; failed: number }> {
      const now = ctx.now();
      const claimed = await claimUnmailed(
        ctx.db,
        now,
        new Date(now.getTime() - STALE_MAIL_CLAIM_MS),
        MAIL_BATCH,
      );
      const { today } = readIstClock(now);
      let sent = 0;
      let failed = 0;
      for (const notice of claimed) {
        const details = await findNoticeDetails(ctx.db, notice.appointmentId);
        // A reminder of a session cancelled since it was recorded is not sent.
        const stale = notice.kind !== 'expired' && details?.status !== 'accepted';
        try {
          // Someone who turned e-mail off for the phone still has the bell (and the phone).
          const mail =
            details && !stale && (await ctx.wantsEmail(notice.userId))
              ? noticeMail(notice.kind, details, notice.userId !== details.clientId, today)
              : undefined;
          if (mail) await ctx.mailer.send(mail);
          await markMailed(ctx.db, notice.id, ctx.now());
          sent += 1;
        } catch (error) {
          log.error(
            { err: error, appointmentId: notice.appointmentId, kind: notice.kind },
            'session notice mail failed',
          );
          await releaseMailClaim(ctx.db, notice.id);
          failed += 1;
        }
      }
      return { sent, failed };
    },
  };
}
