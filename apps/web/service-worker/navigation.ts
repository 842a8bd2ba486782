/** Where an offline visit lands: the crisis line and the person's saved sessions (features/offline). */
export const OFFLINE_PATH = '/offline';
const SHELL_CACHE = 'sukoon-shell';
/** The last shell the server sent, in the language it chose for this person. */
const SHELL_KEY = '/__shell.html';

/** Keeps the shell as the server sends it for /offline now: the page an offline visit opens. */
export async function keepShell(): Promise<void> {
  const response = await fetch(OFFLINE_PATH, { credentials: 'same-origin' });
  if (response.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response);
}

/**
 * Pages come from the network first, so a deploy or a language change is seen at once; each shell
 * is kept (it is the same page for every path and holds nothing personal). With no network, the
 * kept shell opens /offline, and any other address is sent there, remembering where it was going.
 */
export async function navigate(request: Request): Promise<Response> {
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.startsWith('text/html')) {
      await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    if (!shell) throw error;
    if (url.pathname === OFFLINE_PATH) return shell;
    const from = `${url.pathname}${url.search}`;
    return Response.redirect(`${OFFLINE_PATH}?from=${encodeURIComponent(from)}`, 302);
  }
}
