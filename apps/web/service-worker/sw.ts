// The service worker (/sw.js), built by vite-plugin-pwa from this file (vite.config.ts). Its jobs:
// keep the shell and the hashed files so the app opens with no network; send an offline visit to
// /offline; show web push notices and open the page a tap asks for. It never keeps an API answer:
// what is personal lives only in the page's own cache (src/lib/this-device.ts), which sign-in
// and sign-out delete.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { openPathOf, notificationOf } from './push-notices.ts';
import { keepShell, navigate } from './navigation.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Hashed files this version did not precache (a page visited once), kept as they are fetched. */
const ASSETS_CACHE = 'sukoon-assets';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A hashed name never changes content: whatever cache holds it (this version's precache or the
// next one's, installed and waiting) answers; else the network, kept for next time.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  async ({ request }) => {
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok) await (await caches.open(ASSETS_CACHE)).put(request, response.clone());
    return response;
  },
);

registerRoute(
  ({ request }) => request.mode === 'navigate',
  ({ request }) => navigate(request),
);

// The shell is kept when the worker installs, so the first offline visit has it even if no page
// was opened through the worker yet (the page that registered it was not).
self.addEventListener('install', (event) => event.waitUntil(keepShell()));

// A new version waits until the person agrees ("Update" in the page), so a page never runs
// against files of another version; the page reloads when this one takes over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // The first version controls the open page at once (so it works offline without a reload);
  // the files an older version kept as visited belong to that version.
  event.waitUntil(Promise.all([self.clients.claim(), caches.delete(ASSETS_CACHE)]));
});

self.addEventListener('push', (event) => {
  const notice = notificationOf(event.data?.text());
  if (!notice) return;
  event.waitUntil(self.registration.showNotification(notice.title, notice.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = openPathOf(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(path);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
