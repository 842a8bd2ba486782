import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { PushPayload } from '@sukoon/contract/push';
import type { PushConfig } from '../config/env.ts';

/** A device's subscription as the push service and RFC 8291 need it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How a push went: `sent`; `gone` (404 or 410: the browser dropped the subscription, so it is
 * deleted); `retry` (the service was down, slow or busy); `refused` (any other answer, for good).
 */
export type PushOutcome = { result: 'sent' } | { result: 'gone' | 'retry' | 'refused'; detail: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notice for a phone that is off: a reminder is stale after a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

const statusOf = (error: unknown): number | undefined =>
  error instanceof webPush.WebPushError ? error.statusCode : undefined;

/**
 * Sends through web-push: the payload encrypted to the device's keys (aes128gcm) and the request
 * signed with our VAPID key. `agent` is the HTTPS agent the requests go through (a test's trusts
 * its stand-in push service's certificate); by default Node's, trusting the usual authorities.
 */
export function createPushSender(config: PushConfig, agent?: Agent): PushSender {
  return {
    async send(target, payload) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: config.vapidSubject,
              publicKey: config.vapidPublicKey,
              privateKey: config.vapidPrivateKey,
            },
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: 'high',
            timeout: PUSH_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return { result: 'sent' };
      } catch (error) {
        const status = statusOf(error);
        const detail = (status ? `push service answered ${status}` : String(error)).slice(0, 500);
        if (status === 404 || status === 410) return { result: 'gone', detail };
        if (status === undefined || status === 408 || status === 429 || status >= 500)
          return { result: 'retry', detail };
        return { result: 'refused', detail };
      }
    },
  };
}

/** Whether `endpoint`'s host is one of `hosts` (`*.example.com` takes any subdomain). */
export function isAllowedPushService(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => {
    const pattern = allowed.toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
  });
}
