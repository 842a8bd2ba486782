import type { PushSubscriptionBody } from '@sukoon/contract/push';
import { apiRequest } from './api-client.ts';
import { currentPushSubscription } from './this-device.ts';

/**
 * This device and web push: the browser's subscription, made with the server's VAPID key, is sent
 * to the API (POST /api/push/subscriptions) and the person's `push` choice turned on; turning it
 * off ends both. Shared by the notification settings and the app page.
 */

/** Why push cannot be offered here: no service worker or Push API (an iPhone before it is installed), or refused. */
export type PushAvailability = 'available' | 'unsupported' | 'blocked';

export function pushAvailability(): PushAvailability {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** The VAPID key from base64url to the bytes PushManager.subscribe takes. */
const keyBytes = (base64Url: string) => {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
    char.charCodeAt(0),
  );
};

export async function isPushOnThisDevice(): Promise<boolean> {
  return (await currentPushSubscription()) !== null;
}

const savePushChoice = (push: boolean) =>
  apiRequest('/api/me/notification-preferences', { method: 'PUT', body: { push }, auth: true });

/**
 * Asks the browser (its permission prompt, from the person's tap) and subscribes this device.
 * False when the person refused.
 */
export async function turnPushOn(vapidPublicKey: string): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(vapidPublicKey),
    }));
  const body = subscription.toJSON() as PushSubscriptionBody;
  await apiRequest('/api/push/subscriptions', { method: 'POST', body, auth: true });
  await savePushChoice(true);
  return true;
}

/** Push off for the person, and this device forgotten. */
export async function turnPushOff(): Promise<void> {
  await savePushChoice(false);
  await forgetPushOnThisDevice();
}

/** Ends this device's subscription, on the server and in the browser. */
async function forgetPushOnThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiRequest('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
    auth: true,
  });
  await subscription.unsubscribe();
}
