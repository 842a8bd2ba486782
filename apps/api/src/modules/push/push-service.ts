import type { PushSubscriptionBody, PushSubscriptionResponse } from '@sukoon/contract/push';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../lib/app-error.ts';
import { isAllowedPushService } from '../../lib/push-sender.ts';
import { replyText } from '../../lib/server-texts.ts';
import {
  countSubscriptions,
  deleteSubscription,
  deleteSubscriptionById,
  lockSubscriptionAt,
  saveSubscription,
} from './push-subscriptions-repository.ts';

export type PushServiceDeps = Pick<AppContext, 'db' | 'now' | 'config'>;

/** A person's devices that receive web push: subscribing and unsubscribing this one. */
export function createPushService(deps: PushServiceDeps) {
  const { db } = deps;
  const answer = async (userId: string, key: 'replies_push_subscribed' | 'replies_push_unsubscribed') => ({
    message: replyText(key),
    devices: await countSubscriptions(db, userId),
  });

  return {
    /**
     * Keeps this device for the caller. The address must be a known push service's, since the
     * server will post to it. A device another account subscribed moves to the caller: whoever
     * signed in last holds the phone, and the other's notices must not reach it.
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<PushSubscriptionResponse> {
      if (!isAllowedPushService(body.endpoint, deps.config.push.serviceHosts)) {
        throw fieldError('VALIDATION_FAILED', 'endpoint', 'errors_push_service_unknown');
      }
      await db.transaction(async (tx) => {
        const holder = await lockSubscriptionAt(tx, body.endpoint);
        // The other person's row goes with the notices it still owed them (cascade).
        if (holder && holder.userId !== userId) await deleteSubscriptionById(tx, holder.id);
        await saveSubscription(
          tx,
          { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
          deps.now(),
        );
      });
      return answer(userId, 'replies_push_subscribed');
    },

    /** Forgets this device for the caller; another person's device at that address is not theirs to end. */
    async unsubscribe(userId: string, endpoint: string): Promise<PushSubscriptionResponse> {
      await deleteSubscription(db, userId, endpoint);
      return answer(userId, 'replies_push_unsubscribed');
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
