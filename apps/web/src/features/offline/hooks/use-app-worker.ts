import { useEffect, useState } from 'react';

const WORKER_URL = '/sw.js';

/** Resolves once the page has loaded, so the worker's install never competes with the first paint. */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Registers the service worker after load, and tells when a new version is installed and waiting.
 * `applyUpdate` lets it take over; the page then reloads on the new files, so no page runs on a mix
 * of two versions. Another tab's update reloads this one too.
 */
export function useAppWorker(): { updateReady: boolean; applyUpdate: () => void } {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let isActive = true;
    const hadController = navigator.serviceWorker.controller !== null;
    const onControllerChange = () => {
      // The first install takes the page over without anything changing for the person.
      if (hadController) window.location.reload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    void afterLoad()
      .then(() => navigator.serviceWorker.register(WORKER_URL, { scope: '/' }))
      .then((registration) => {
        const offer = () => {
          if (isActive && registration.waiting && navigator.serviceWorker.controller)
            setWaiting(registration.waiting);
        };
        offer();
        registration.addEventListener('updatefound', () => {
          registration.installing?.addEventListener('statechange', offer);
        });
      })
      .catch(() => undefined);
    return () => {
      isActive = false;
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
    };
  }, []);

  return {
    updateReady: waiting !== null,
    applyUpdate: () => waiting?.postMessage({ type: 'SKIP_WAITING' }),
  };
}
