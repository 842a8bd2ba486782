// Pure and zod-free: the API stores embed links and the web app embeds them.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Path prefixes that carry the video id as the next segment. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e']);

export const YOUTUBE_EMBED_PREFIX = 'https://www.youtube.com/embed/';

interface LinkParts {
  host: string;
  path: string;
  query: string;
}

/** Splits an http(s) link (the scheme may be left out) without URL, which the contract's lib lacks. */
function splitLink(link: string): LinkParts | null {
  const match = /^(?:https?:)?(?:\/\/)?([^/?#\s@]+)([^?#\s]*)(?:\?([^#\s]*))?(?:#\S*)?$/i.exec(link.trim());
  if (!match?.[1]) return null;
  return { host: match[1].toLowerCase().replace(/:\d+$/, ''), path: match[2] ?? '', query: match[3] ?? '' };
}

function queryParam(query: string, name: string): string | null {
  for (const pair of query.split('&')) {
    const [key, value] = pair.split('=');
    if (key === name && value !== undefined) return value;
  }
  return null;
}

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts, live), or null. */
export function youTubeVideoId(link: string): string | null {
  const parts = splitLink(link);
  if (!parts) return null;
  const { host } = parts;
  const segments = parts.path.split('/').filter((segment) => segment !== '');
  let candidate: string | null | undefined;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch') candidate = queryParam(parts.query, 'v');
    else if (first !== undefined && ID_PATH_PREFIXES.has(first)) candidate = second;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** `https://www.youtube.com/embed/<id>` for any YouTube video link, or null for anything else. */
export function toYouTubeEmbedUrl(link: string): string | null {
  const id = youTubeVideoId(link);
  return id ? `${YOUTUBE_EMBED_PREFIX}${id}` : null;
}
