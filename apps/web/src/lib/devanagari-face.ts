import faceUrl from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import { DEVANAGARI_FACE_COOKIE } from '@sukoon/contract/languages';

/** Set on <html> by the server when this browser holds the face (index.css names it only then). */
const FACE_CLASS = 'devanagari-face';
/** Set here for a device with no Devanagari face: index.css then names ours with `swap`. */
const SWAP_FACE_CLASS = 'devanagari-face-swap';
/** After the page's own downloads, so the face never competes with what the reader is waiting for. */
const SETTLE_MS = 3000;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The face's file name, without its folder: what the cookie carries (decision 018). */
const faceName = (): string => faceUrl.slice(faceUrl.lastIndexOf('/') + 1);

/**
 * Whether the device draws Devanagari with a face of its own: a letter drawn in the page's fallback
 * comes out as the same missing-glyph box as an unassigned code point (U+0378) when it has none.
 * A browser that blurs what a canvas reads back makes any two drawings differ: it is then taken to
 * have a face, as nearly every device does.
 */
function deviceDrawsDevanagari(): boolean {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return true;
  const drawn = (text: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = '32px sans-serif';
    context.fillText(text, 4, 36);
    return context.getImageData(0, 0, canvas.width, canvas.height).data.join(',');
  };
  return drawn('क') !== drawn('\u0378');
}

function rememberFace(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DEVANAGARI_FACE_COOKIE}=${faceName()}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * A Hindi or Marathi page drawn in the device's own Devanagari face fetches ours once it has
 * settled, into the browser's cache, and tells the server so: the next page it serves draws in it
 * from the first paint (the shell preloads it from the cache), and nothing on this page changes
 * face. Nothing is fetched for a reader who asked their browser to save data. A device with no
 * Devanagari face gets ours at once instead.
 */
export function keepDevanagariFaceForNextVisit(): void {
  const root = document.documentElement;
  if (root.classList.contains(FACE_CLASS)) return;
  if (!deviceDrawsDevanagari()) {
    root.classList.add(SWAP_FACE_CLASS);
    void document.fonts.load('1em "Noto Sans Devanagari Swap"', 'क').then((faces) => {
      if (faces.length > 0) rememberFace();
    });
    return;
  }
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const fetchFace = () => {
    window.setTimeout(() => {
      fetch(faceUrl, { priority: 'low' })
        .then((response) =>
          response.ok ? response.arrayBuffer() : Promise.reject(new Error(response.statusText)),
        )
        .then(rememberFace)
        // Offline or refused: the device's face keeps drawing, and the next page tries again.
        .catch(() => undefined);
    }, SETTLE_MS);
  };
  if (document.readyState === 'complete') fetchFace();
  else window.addEventListener('load', fetchFace, { once: true });
}
