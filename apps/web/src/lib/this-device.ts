import { API_BASE_URL } from './env.ts';

/**
 * What this browser keeps for the signed-in person beyond a tab: a copy of their upcoming sessions
 * for when there is no network (in a Cache Storage cache of its own, which the service worker
 * never reads or fills) and its push subscription. Any change of account forgets both
 * (app/layout/app-companion.tsx), so nothing outlives the session or reaches the next person on
 * the same phone.
 */
const PERSONAL_CACHE = 'sukoon-personal';
const keyOf = (name: string) => `/__personal/${name}.json`;
const hasCaches = () => typeof caches !== 'undefined';

export async function savePersonalCopy(name: string, value: unknown): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(PERSONAL_CACHE);
  await cache.put(
    keyOf(name),
    new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
  );
}

export async function readPersonalCopy(name: string): Promise<unknown> {
  if (!hasCaches()) return null;
  const cached = await caches.match(keyOf(name), { cacheName: PERSONAL_CACHE });
  return cached ? ((await cached.json()) as unknown) : null;
}

/** This browser's push subscription, if the Push API exists and the worker has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * When the account changes, what was kept for the last person goes. At sign-out the server
 * forgets the device with the session being ended; at sign-in the earlier token is gone, and the
 * push service's 410 tells the server instead.
 */
export async function forgetThisDevice(endingToken: string | null): Promise<void> {
  if (hasCaches()) await caches.delete(PERSONAL_CACHE).catch(() => false);
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  if (endingToken) {
    // Plain fetch, not api-client: api-client sends the stored token, and the one to send here is
    // the session being ended, already gone from storage. The answer changes nothing.
    await fetch(`${API_BASE_URL}/api/push/subscriptions`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${endingToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    }).catch(() => undefined);
  }
  await subscription.unsubscribe().catch(() => false);
}
