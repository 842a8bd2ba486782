import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM's types: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The browser's offer to install the app, kept from the moment it comes (on any page: the app's
 * companion starts watching after load) until the app page uses it, since it comes once per visit.
 */
let offer: BeforeInstallPromptEvent | null = null;
let isInstalled = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let isWatching = false;

export function watchInstallOffer(): void {
  if (isWatching) return;
  isWatching = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the app page's "Install the app" instead of the browser's own mini bar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    isInstalled = true;
    notify();
  });
}

/** Whether this page runs as the installed app (its own window, from the home screen). */
export const isRunningInstalled = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export type InstallState = 'offered' | 'installed' | 'not-offered';

const stateNow = (): InstallState =>
  isInstalled || isRunningInstalled() ? 'installed' : offer ? 'offered' : 'not-offered';

function subscribe(listener: () => void): () => void {
  watchInstallOffer();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useInstallState = (): InstallState =>
  useSyncExternalStore(subscribe, stateNow, () => 'not-offered');

/** Shows the browser's install dialog; true when the person installed. The offer is used up either way. */
export async function acceptInstallOffer(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  offer = null;
  await current.prompt();
  const { outcome } = await current.userChoice;
  notify();
  return outcome === 'accepted';
}
