import type { FailedPhoneMessage, PhoneEvent, PhoneMessageRetryResponse } from '@sukoon/contract/phones';
import { localeOfLanguage } from '@sukoon/contract/languages';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { PhoneChannel } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { replyText } from '../../lib/server-texts.ts';
import { isUuid } from '../../lib/uuid.ts';
import { PhoneSendError, type PhoneSender } from '../../lib/phone-senders/phone-sender.ts';
import { channelsFor, DEFAULT_PREFERENCES, isPhoneChannel } from './channel-routing.ts';
import {
  claimDueMessages,
  findSessionForMessage,
  insertPhoneMessages,
  listFailedMessages,
  markFailed,
  markRetry,
  markSent,
  markVoid,
  phoneMessageExists,
  requeueFailedMessage,
  type ClaimedPhoneMessage,
} from './phone-messages-repository.ts';
import { findPhoneHolder, findPreferences } from './phones-repository.ts';
import { sessionText } from './phone-texts.ts';
import type { PushMessages } from '../push/push-messages-service.ts';

/** Tries in all before a message is given up and shown to admins; waits double from JOB_RETRY_SECONDS. */
export const PHONE_MESSAGE_ATTEMPTS = 4;
/** A send is one HTTP call with a 10 s timeout; a claim this old is from an attempt that died. */
const STALE_CLAIM_MS = 5 * 60 * 1000;
const BATCH = 50;
const FAILED_SHOWN = 100;

/** Where the client's sessions are listed, for a message whose session has no room yet. */
const SESSIONS_PATH = '/UserCourses';

const REMINDERS: readonly PhoneEvent[] = ['session_reminder_24h', 'session_reminder_1h'];

export interface PhoneEventInput {
  userId: string;
  event: PhoneEvent;
  appointmentId: string;
}

export interface DeliveryResult {
  sent: number;
  /** Failed this round and waiting for another try. */
  retrying: number;
  /** Given up after the last try (or refused for good). */
  failed: number;
}

export type PhoneMessagesDeps = Pick<AppContext, 'db' | 'now' | 'log' | 'config'> & {
  senders: Record<PhoneChannel, PhoneSender>;
  /** Web push, for a person who turned it on: the same events, to each of their devices. */
  push?: Pick<PushMessages, 'queue'>;
};

/**
 * The phone side of the one notification layer: an event recorded in the caller's transaction owes
 * a message on each phone channel the routing chooses for that person (channel-routing.ts), once,
 * whoever records it again; `deliver` (a job, on any instance) sends what is due and retries with
 * back-off, and a message out of tries waits in the admins' list.
 */
export function createPhoneMessages(deps: PhoneMessagesDeps) {
  const { db, log, senders } = deps;

  /** Waits after the n-th failed try: JOB_RETRY_SECONDS, then doubling. */
  const retryDelayMs = (attempts: number) => deps.config.jobs.retryDelaySeconds * 1000 * 2 ** (attempts - 1);

  async function sendOne(message: ClaimedPhoneMessage): Promise<'sent' | 'retry' | 'failed' | 'void'> {
    const now = deps.now();
    // A reminder of a session that moved or was cancelled since it was recorded is not sent.
    if (REMINDERS.includes(message.event) && message.appointmentId) {
      const session = await findSessionForMessage(db, message.appointmentId);
      const current =
        session?.status === 'accepted' &&
        session.date === message.inputs.date &&
        session.slot === message.inputs.slot;
      if (!current) {
        await markVoid(db, message.id);
        return 'void';
      }
    }
    const text = sessionText(
      message.event,
      message.toPhone,
      message.inputs,
      message.language,
      `${deps.config.appUrl}${SESSIONS_PATH}`,
    );
    const attempts = message.attempts + 1;
    try {
      const { providerMessageId } = await senders[message.channel].send(text);
      await markSent(db, message.id, { attempts, providerMessageId }, deps.now());
      return 'sent';
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PhoneSendError && error.permanent;
      log.warn(
        { err: error, messageId: message.id, channel: message.channel, event: message.event, attempts },
        'a phone message could not be sent',
      );
      if (permanent || attempts >= PHONE_MESSAGE_ATTEMPTS) {
        await markFailed(db, message.id, { attempts, lastError }, deps.now());
        return 'failed';
      }
      await markRetry(db, message.id, {
        attempts,
        lastError,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
      });
      return 'retry';
    }
  }

  return {
    /**
     * Whether `userId` still wants session notices by e-mail (they may have turned it off for the
     * phone). Confirmations, invoices and refunds are not notices: they always go.
     */
    async wantsEmail(userId: string): Promise<boolean> {
      return ((await findPreferences(db, userId)) ?? DEFAULT_PREFERENCES).email;
    },

    /**
     * Records what `event` owes `userId` on the phone and, when they turned push on, on their
     * devices, in the caller's transaction (the event's own), so each message exists exactly when
     * the event does. How many messages were recorded now.
     */
    async queue(tx: DbOrTx, input: PhoneEventInput, eventKey: string): Promise<number> {
      const holder = await findPhoneHolder(tx, input.userId);
      if (!holder) return 0;
      const verified = holder.phone !== null && holder.phoneVerifiedAt !== null;
      const preferences = (await findPreferences(tx, input.userId)) ?? DEFAULT_PREFERENCES;
      const channels = channelsFor(input.event, preferences, verified);
      const phoneChannels = channels.filter(isPhoneChannel);
      const wantsPush = channels.includes('push') && deps.push !== undefined;
      if (phoneChannels.length === 0 && !wantsPush) return 0;
      const session = await findSessionForMessage(tx, input.appointmentId);
      if (!session) return 0;
      const language = localeOfLanguage(holder.language);
      let recorded = 0;
      if (wantsPush && deps.push) {
        recorded += await deps.push.queue(
          tx,
          {
            ...input,
            language,
            session: { date: session.date, slot: session.slot, meetingLink: session.meetingLink },
          },
          eventKey,
        );
      }
      const phone = holder.phone;
      if (phone === null || phoneChannels.length === 0) return recorded;
      return (
        recorded +
        (await insertPhoneMessages(
          tx,
          phoneChannels.map((channel) => ({
            userId: input.userId,
            channel,
            event: input.event,
            eventKey,
            appointmentId: input.appointmentId,
            toPhone: phone,
            language,
            inputs: {
              firstName: holder.firstName,
              date: session.date,
              slot: session.slot,
              link: session.meetingLink,
            },
          })),
          deps.now(),
        ))
      );
    },

    /** Sends every message now due, once each across instances; failures wait for their retry. */
    async deliver(): Promise<DeliveryResult> {
      const now = deps.now();
      const claimed = await claimDueMessages(db, now, new Date(now.getTime() - STALE_CLAIM_MS), BATCH);
      const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
      for (const message of claimed) {
        const outcome = await sendOne(message);
        if (outcome === 'void') continue;
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'retry') result.retrying += 1;
        else result.failed += 1;
      }
      return result;
    },

    /** Messages that gave up after their last try, newest first, for admins. */
    async listFailed(): Promise<FailedPhoneMessage[]> {
      const rows = await listFailedMessages(db, FAILED_SHOWN);
      return rows.map((row) => ({
        _id: row.id,
        channel: row.channel,
        event: row.event,
        toLastDigits: row.toPhone.slice(-4),
        attempts: row.attempts,
        lastError: row.lastError ?? '',
        failedAt: (row.failedAt ?? new Date(0)).toISOString(),
      }));
    },

    /**
     * An admin's "Try again": the message goes back in the queue as if new (the next delivery run,
     * within a minute, sends it). A message that is not failed is refused rather than left as it
     * is, so the admin learns their list was out of date.
     */
    async retryFailed(id: string): Promise<PhoneMessageRetryResponse> {
      if (!isUuid(id)) throw new AppError('NOT_FOUND', 'errors_phone_message_not_found');
      const requeued = await requeueFailedMessage(db, id, deps.now());
      if (!requeued) {
        if (await phoneMessageExists(db, id)) {
          throw new AppError('CONFLICT', 'errors_phone_message_not_failed');
        }
        throw new AppError('NOT_FOUND', 'errors_phone_message_not_found');
      }
      log.info({ messageId: id }, 'an admin put a failed phone message back in the queue');
      return { message: replyText('replies_phone_message_requeued'), _id: id };
    },
  };
}

export type PhoneMessages = ReturnType<typeof createPhoneMessages>;
