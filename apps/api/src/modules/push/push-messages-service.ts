import type { AppLocale } from '@sukoon/contract/languages';
import type { PhoneEvent } from '@sukoon/contract/phones';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PushSender } from '../../lib/push-sender.ts';
import {
  claimDuePushMessages,
  findSessionNow,
  insertPushMessages,
  recordOutcome,
  voidPendingPushMessages,
  type ClaimedPushMessage,
} from './push-messages-repository.ts';
import { deleteSubscriptionById, listSubscriptionIds } from './push-subscriptions-repository.ts';
import { pushText, type SessionWhen } from './push-texts.ts';

/** Tries in all before a notice is given up; waits double from JOB_RETRY_SECONDS. */
export const PUSH_MESSAGE_ATTEMPTS = 4;
/** A send is one HTTPS call with a 10 s timeout; a claim this old is from an attempt that died. */
const STALE_CLAIM_MS = 5 * 60 * 1000;
const BATCH = 50;
/** Where the client's sessions are listed: what a tap opens when the session has no room. */
const SESSIONS_PATH = '/UserCourses';
const REMINDERS: readonly PhoneEvent[] = ['session_reminder_24h', 'session_reminder_1h'];
/** The events whose notice opens the session's room (when it has one in this site). */
const OPENS_ROOM: readonly PhoneEvent[] = ['session_accepted', ...REMINDERS];

/** What the routing (phones' channel-routing.ts) hands over for a person who turned push on. */
export interface PushEventInput {
  userId: string;
  event: PhoneEvent;
  appointmentId: string;
  language: AppLocale;
  session: { date: string; slot: number; meetingLink: string | null };
}

export interface PushDeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
  /** Subscriptions the push service said are gone, now deleted. */
  removed: number;
}

export type PushMessagesDeps = Pick<AppContext, 'db' | 'now' | 'log' | 'config'> & {
  sender: PushSender;
  whenOf: SessionWhen;
};

/** The in-app path of a room link to this site (`/session/<id>`); null for a room elsewhere. */
function roomPathOf(link: string | null, appUrl: string): string | null {
  if (!link?.startsWith(`${appUrl}/session/`)) return null;
  return link.slice(appUrl.length);
}

/**
 * Web push beside the phone channels: an event recorded in the caller's transaction owes a notice
 * to each of the person's devices, once; `deliver` (a job, on any instance) sends what is due,
 * retries with back-off, and deletes a device whose push service answers 404 or 410.
 */
export function createPushMessages(deps: PushMessagesDeps) {
  const { db, log, sender } = deps;
  const retryDelayMs = (attempts: number) => deps.config.jobs.retryDelaySeconds * 1000 * 2 ** (attempts - 1);

  async function isStale(message: ClaimedPushMessage): Promise<boolean> {
    if (!REMINDERS.includes(message.event) || !message.appointmentId) return false;
    const session = await findSessionNow(db, message.appointmentId);
    return !(
      session?.status === 'accepted' &&
      session.date === message.inputs.date &&
      session.slot === message.inputs.slot
    );
  }

  async function sendOne(message: ClaimedPushMessage): Promise<keyof PushDeliveryResult | 'void'> {
    const now = deps.now();
    if (await isStale(message)) {
      await recordOutcome(db, message.id, { state: 'void' }, now);
      return 'void';
    }
    const payload = pushText(
      message.event,
      message.appointmentId,
      message.inputs,
      message.language,
      deps.whenOf,
    );
    const outcome = await sender.send(message.device, payload);
    const attempts = message.attempts + 1;
    if (outcome.result === 'sent') {
      await recordOutcome(db, message.id, { state: 'sent', attempts }, deps.now());
      return 'sent';
    }
    if (outcome.result === 'gone') {
      // The browser dropped this subscription: the device and what it was owed go.
      await deleteSubscriptionById(db, message.subscriptionId);
      return 'removed';
    }
    log.warn(
      { messageId: message.id, event: message.event, attempts, detail: outcome.detail },
      'a push notice could not be sent',
    );
    if (outcome.result === 'refused' || attempts >= PUSH_MESSAGE_ATTEMPTS) {
      await recordOutcome(
        db,
        message.id,
        { state: 'failed', attempts, lastError: outcome.detail },
        deps.now(),
      );
      return 'failed';
    }
    await recordOutcome(
      db,
      message.id,
      {
        state: 'retry',
        attempts,
        lastError: outcome.detail,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      },
      deps.now(),
    );
    return 'retrying';
  }

  return {
    /**
     * Records what `input.event` owes each of the person's devices, in the caller's transaction
     * (the event's own). The text is made at send time; what is kept is the time and the path a
     * tap opens. How many notices were recorded now.
     */
    async queue(tx: DbOrTx, input: PushEventInput, eventKey: string): Promise<number> {
      const devices = await listSubscriptionIds(tx, input.userId);
      const room = OPENS_ROOM.includes(input.event)
        ? roomPathOf(input.session.meetingLink, deps.config.appUrl)
        : null;
      return insertPushMessages(
        tx,
        devices.map((device) => ({
          subscriptionId: device.id,
          userId: input.userId,
          event: input.event,
          eventKey,
          appointmentId: input.appointmentId,
          language: input.language,
          inputs: { date: input.session.date, slot: input.session.slot, path: room ?? SESSIONS_PATH },
        })),
        deps.now(),
      );
    },

    /** Push turned off (in the caller's transaction): the notices still owed are not sent. */
    async voidPending(tx: DbOrTx, userId: string): Promise<void> {
      await voidPendingPushMessages(tx, userId);
    },

    /** Sends every notice now due, once each across instances; failures wait for their retry. */
    async deliver(): Promise<PushDeliveryResult> {
      const now = deps.now();
      const claimed = await claimDuePushMessages(db, now, new Date(now.getTime() - STALE_CLAIM_MS), BATCH);
      const result: PushDeliveryResult = { sent: 0, retrying: 0, failed: 0, removed: 0 };
      for (const message of claimed) {
        const outcome = await sendOne(message);
        if (outcome !== 'void') result[outcome] += 1;
      }
      return result;
    },
  };
}

export type PushMessages = ReturnType<typeof createPushMessages>;
