/**
 * The in-product room's path when a session's `meetingLink` is this site's `/session/{id}` (the
 * `sukoon` and `jitsi` providers), so "Join" opens it in the same tab; null for a room elsewhere
 * (`link`, and sessions accepted before the upgrade), which opens in a new tab as before.
 */
export function sessionRoomPathOf(meetingLink: string | null | undefined): string | null {
  if (!meetingLink) return null;
  try {
    const url = new URL(meetingLink, window.location.href);
    if (url.origin !== window.location.origin) return null;
    return /^\/session\/[^/]+$/.test(url.pathname) ? url.pathname : null;
  } catch {
    return null;
  }
}
